import { describe, expect, it } from 'vitest';
import type { AgentVersionDto } from '@/server/services/agents/version-schema';
import { fieldChanges, lineDiff } from './version-diff';

const marks = (before: string, after: string) =>
  lineDiff(before, after).map((l) => `${{ same: ' ', added: '+', removed: '-' }[l.kind]}${l.text}`);

describe('lineDiff', () => {
  it.each([
    ['', '', []],
    ['', 'Hi.', ['+Hi.']],
    ['Hi.', '', ['-Hi.']],
    ['a\nb\nc', 'a\nb\nc', [' a', ' b', ' c']],
    ['a\nb\nc', 'a\nB\nc', [' a', '-b', '+B', ' c']],
    ['a\nc', 'a\nb\nc', [' a', '+b', ' c']],
    ['a\nb\nc', 'c', ['-a', '-b', ' c']],
    ['Greet.\nBook a visit.\nSay goodbye.', 'Greet.\nSell a plan.\nBook a visit.', [' Greet.', '+Sell a plan.', ' Book a visit.', '-Say goodbye.']],
  ])('%j → %j', (before, after, expected) => {
    expect(marks(before, after)).toEqual(expected);
  });

  it('keeps every line of both texts, in order', () => {
    const before = Array.from({ length: 60 }, (_, i) => `line ${i % 7}`).join('\n');
    const after = Array.from({ length: 50 }, (_, i) => `line ${i % 5}`).join('\n');
    const d = lineDiff(before, after);
    expect(d.filter((l) => l.kind !== 'added').map((l) => l.text).join('\n')).toBe(before);
    expect(d.filter((l) => l.kind !== 'removed').map((l) => l.text).join('\n')).toBe(after);
  });
});

describe('fieldChanges', () => {
  const v1: AgentVersionDto = {
    version: 1, created_at: '2026-03-01T10:00:00Z', created_by: null, restored_from: null, instructions: 'x', first_message: 'Hello!',
    tools: ['opt_out', 'check_availability'], model: 'gpt-4o', voice_id: 'alloy', analysis: null,
  };

  it('names what changed besides the instructions, and nothing for tools in another order', () => {
    expect(fieldChanges(v1, { ...v1, version: 2, instructions: 'y', tools: ['check_availability', 'opt_out'] })).toEqual([]);
    expect(fieldChanges(v1, { ...v1, first_message: '', voice_id: 'nova', analysis: { summary: true, success_criteria: 'Booked.', extract: ['city'] } })).toEqual([
      { field: 'First message', before: 'Hello!', after: '(none)' },
      { field: 'Voice', before: 'alloy', after: 'nova' },
      { field: 'Analysis', before: 'off', after: 'summary; success: Booked.; extract: city' },
    ]);
  });
});
