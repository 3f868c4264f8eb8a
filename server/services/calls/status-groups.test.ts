import { describe, expect, it } from 'vitest';
import { callStatuses, type CallStatus } from '../../db/schema';
import { acceptsToolCalls, countsTowardLiveCap, endedInFault, endedOnTheLine, holdsCampaignSlot, isTerminal, statusesWhere } from './statuses';

/** Each group written out as a table: the status, then whether it counts toward the cap, holds a campaign slot, accepts tools. */
const table: [CallStatus, boolean, boolean, boolean][] = [
  ['scheduled', false, true, false],
  ['queued', true, true, true],
  ['ringing', true, true, true],
  ['in_progress', true, true, true],
  ['completed', false, false, false],
  ['failed', false, false, false],
  ['busy', false, false, false],
  ['no_answer', false, false, false],
  ['voicemail', false, false, false],
  ['canceled', false, false, false],
];

describe('call status groups', () => {
  it('covers every status once', () => {
    expect(table.map(([s]) => s).sort()).toEqual([...callStatuses].sort());
  });

  it.each(table)('%s: live cap %s, campaign slot %s, tools %s', (status, cap, slot, tools) => {
    expect(countsTowardLiveCap(status)).toBe(cap);
    expect(holdsCampaignSlot(status)).toBe(slot);
    expect(acceptsToolCalls(status)).toBe(tools);
  });

  it('never counts an ended call, and every call not ended holds its campaign slot', () => {
    for (const s of callStatuses) {
      if (isTerminal(s)) expect(holdsCampaignSlot(s) || countsTowardLiveCap(s)).toBe(false);
      else expect(holdsCampaignSlot(s)).toBe(true);
    }
  });

  it('lists a group for SQL in the contract order', () => {
    expect(statusesWhere(countsTowardLiveCap)).toEqual(['queued', 'ringing', 'in_progress']);
    expect(statusesWhere(holdsCampaignSlot)).toEqual(['scheduled', 'queued', 'ringing', 'in_progress']);
    expect(statusesWhere(isTerminal)).toEqual(['completed', 'failed', 'busy', 'no_answer', 'voicemail', 'canceled']);
  });

  it('counts for alerts the calls ended on the line, and as failed only those that broke', () => {
    expect(statusesWhere(endedOnTheLine)).toEqual(['completed', 'failed', 'busy', 'no_answer', 'voicemail']);
    expect(statusesWhere(endedInFault)).toEqual(['failed']);
  });
});
