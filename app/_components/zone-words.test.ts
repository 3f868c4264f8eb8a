import { describe, expect, it } from 'vitest';
import { zoneWords } from './zone-words';

describe('zoneWords', () => {
  it("names the business's zone, or the one the user chose, never just \"your time zone\"", () => {
    expect(zoneWords('America/New_York', false)).toBe('business time zone, America/New_York');
    expect(zoneWords('Europe/Berlin', true)).toBe('your chosen time zone, Europe/Berlin');
  });
});
