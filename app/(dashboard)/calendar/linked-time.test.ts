import { describe, expect, it } from 'vitest';
import { isBehind, syncedAgo } from './linked-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('syncedAgo', () => {
  it.each([
    [null, 'Not synced yet'],
    [before(0), 'Synced just now'],
    [before(59), 'Synced just now'],
    [before(60), 'Synced 1 min ago'],
    [before(150), 'Synced 2 min ago'],
    [before(59 * 60 + 59), 'Synced 59 min ago'],
    [before(3600), 'Synced 1 hour ago'],
    [before(47 * 3600), 'Synced 47 hours ago'],
    [before(72 * 3600), 'Synced 3 days ago'],
    // A clock a little ahead of the server's: never "in the future".
    [before(-30), 'Synced just now'],
  ])('%s → %s', (at, words) => {
    expect(syncedAgo(at, now)).toBe(words);
  });
});

describe('isBehind', () => {
  it('is behind past 15 minutes, or when never synced', () => {
    expect(isBehind(before(15 * 60), now)).toBe(false);
    expect(isBehind(before(15 * 60 + 1), now)).toBe(true);
    expect(isBehind(null, now)).toBe(true);
  });
});
