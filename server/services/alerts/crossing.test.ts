import { describe, expect, it } from 'vitest';
import type { AlertOp, AlertState } from '../../db/schema';
import { transitionOf } from './crossing';

const table: [AlertState, AlertOp, number, number | null, ReturnType<typeof transitionOf>][] = [
  ['ok', 'above', 10, 11, 'triggered'],
  ['ok', 'above', 10, 10, null],
  ['ok', 'above', 10, 9, null],
  ['ok', 'below', 10, 9, 'triggered'],
  ['ok', 'below', 10, 10, null],
  ['triggered', 'above', 10, 11, null],
  ['triggered', 'above', 10, 10, 'resolved'],
  ['triggered', 'below', 10, 9, null],
  ['triggered', 'below', 10, 10, 'resolved'],
  ['ok', 'above', 0, null, null],
  ['triggered', 'above', 0.5, null, null],
  ['ok', 'above', 0.25, 0.2501, 'triggered'],
];

describe('alert crossings', () => {
  it.each(table)('%s, %s %s, value %s → %s', (state, op, threshold, value, expected) => {
    expect(transitionOf(state, op, threshold, value)).toBe(expected);
  });
});
