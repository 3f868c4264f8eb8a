import { describe, expect, it } from 'vitest';
import { callStatuses, type CallStatus } from '../../db/schema';
import { canTransition, eventForStatus, isTerminal, pathTo } from './statuses';

/**
 * The legal moves written out in full: queued → ringing → in_progress → completed; queued or ringing → failed, busy,
 * no_answer or canceled; in_progress → failed; a waiting call between scheduled and queued, and scheduled → canceled;
 * voicemail from queued, ringing or in_progress.
 */
const legal: [CallStatus, CallStatus][] = [
  ['queued', 'ringing'], ['ringing', 'in_progress'], ['in_progress', 'completed'],
  ['queued', 'failed'], ['queued', 'busy'], ['queued', 'no_answer'], ['queued', 'canceled'],
  ['ringing', 'failed'], ['ringing', 'busy'], ['ringing', 'no_answer'], ['ringing', 'canceled'],
  ['in_progress', 'failed'],
  ['scheduled', 'queued'], ['scheduled', 'canceled'], ['queued', 'scheduled'],
  ['queued', 'voicemail'], ['ringing', 'voicemail'], ['in_progress', 'voicemail'],
];
const isLegal = (from: CallStatus, to: CallStatus) => legal.some(([f, t]) => f === from && t === to);
const allPairs = callStatuses.flatMap((from) => callStatuses.map((to) => [from, to] as [CallStatus, CallStatus]));

describe('call status transitions', () => {
  it.each(allPairs)('%s → %s is legal exactly when the list above has it', (from, to) => {
    expect(canTransition(from, to)).toBe(isLegal(from, to));
  });

  it.each([
    ['queued', false], ['ringing', false], ['in_progress', false],
    ['completed', true], ['failed', true], ['busy', true], ['no_answer', true], ['canceled', true],
    ['scheduled', false], ['voicemail', true],
  ] as const)('%s is terminal: %s', (s, terminal) => {
    expect(isTerminal(s)).toBe(terminal);
  });

  it.each([
    ['queued', 'completed', ['ringing', 'in_progress', 'completed']],
    ['queued', 'in_progress', ['ringing', 'in_progress']],
    ['ringing', 'completed', ['in_progress', 'completed']],
    ['queued', 'busy', ['busy']],
    ['in_progress', 'failed', ['failed']],
    ['in_progress', 'no_answer', []],
    ['completed', 'failed', []],
    ['ringing', 'ringing', []],
    ['queued', 'voicemail', ['voicemail']],
    ['scheduled', 'completed', ['queued', 'ringing', 'in_progress', 'completed']],
    ['ringing', 'scheduled', []],
  ] as const)('the path from %s to %s is %j', (from, to, path) => {
    expect(pathTo(from, to)).toEqual(path);
  });

  it.each([
    ['queued', null], ['ringing', null], ['in_progress', 'call.started'], ['completed', 'call.ended'],
    ['failed', 'call.failed'], ['busy', 'call.failed'], ['no_answer', 'call.failed'], ['canceled', null],
    ['scheduled', null], ['voicemail', 'call.ended'],
  ] as const)('reaching %s records %s', (s, event) => {
    expect(eventForStatus(s)).toBe(event);
  });
});
