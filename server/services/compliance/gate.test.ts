import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdPlan } from '../wallet/billing';
import type { AccountFunds } from '../wallet/holds';
import { defaultCallingHours, type RulesInput } from './calling-rules';
import { gate, judgeCapacity, type CapacityFacts, type PlacementFacts } from './gate';

const US = { country: 'US', permittedCountries: ['US'], allowedCountries: ['US'], blockedNumberTypes: ['premium_rate' as const] };
const funds = (over: Partial<AccountFunds> = {}): AccountFunds => ({
  balanceCents: 10_000, heldCents: 0, rateCents: 10, maxCallSeconds: 600, maxLiveCalls: 2, ...over,
});
const rules = (over: Partial<RulesInput> = {}): RulesInput => ({
  // Monday 2026-11-23, 10:00 in New York: inside every window.
  at: new Date('2026-11-23T15:00:00Z'), purpose: 'marketing', zones: ['America/New_York'], jurisdictions: ['US'],
  accountHours: defaultCallingHours, holidays: true, isHoliday: () => false, doNotCall: false, recentDials: [], maxAttemptsPer24h: 2,
  ...over,
});
/** Every fact present and passing: each case below breaks one or more. */
const allow: PlacementFacts = {
  phoneNumber: '+12125550123',
  agent: { ref: 7, row: { id: 7, archivedAt: null, cannotCall: null } },
  contact: { id: 3, found: true },
  doNotCall: false,
  destination: US,
  callingRules: rules(),
  capacity: { funds: funds(), live: 0, countsLive: true, needsHold: true },
};
const outcome = (f: PlacementFacts) => {
  const a = gate(f);
  return a.verdict === 'refuse' ? a.code : a.verdict === 'wait' ? `wait until ${a.until.toISOString()}` : 'allow';
};

describe('the placement gate', () => {
  it.each<[string, Partial<PlacementFacts>, string]>([
    ['every fact passes', {}, 'allow'],
    ['the agent is not one the actor can see', { agent: { ref: 'asst_x', row: null } }, 'agent_not_found'],
    ['the agent has no number', { agent: { ref: 7, row: { id: 7, archivedAt: null, cannotCall: 'Agent 7 has no assigned phone number.' } } }, 'no_phone_number'],
    ['the agent is archived', { agent: { ref: 7, row: { id: 7, archivedAt: new Date(), cannotCall: null } } }, 'agent_archived'],
    ['the named contact is not visible', { contact: { id: 3, found: false } }, 'not_found'],
    ['the number is on the do-not-call list', { doNotCall: true }, 'do_not_call'],
    ['the destination is another country', { phoneNumber: '+442079460000' }, 'destination_not_allowed'],
    ['the callee is outside the hours: wait for the opening', { callingRules: rules({ at: new Date('2026-11-23T12:00:00Z') }) }, 'wait until 2026-11-23T14:00:00.000Z'],
    ['the rules see do-not-call', { callingRules: rules({ doNotCall: true }) }, 'do_not_call'],
    ['no opening in 21 days', { callingRules: rules({ accountHours: { ...defaultCallingHours, days: [] } }) }, 'no_allowed_moment'],
    ['the account is at its live-call cap', { capacity: { funds: funds(), live: 2, countsLive: true, needsHold: true } }, 'live_call_limit'],
    ['a call that waits does not count toward the cap', { capacity: { funds: funds(), live: 2, countsLive: false, needsHold: true } }, 'allow'],
    ['less than a minute of money is free', { capacity: { funds: funds({ balanceCents: 100, heldCents: 95 }), live: 0, countsLive: true, needsHold: true } }, 'insufficient_funds'],
    ['a call that already holds its money needs none', { capacity: { funds: funds({ balanceCents: 0 }), live: 0, countsLive: true, needsHold: false } }, 'allow'],
    ['facts left out are not judged at this step', { agent: undefined, contact: undefined, destination: undefined, callingRules: undefined, capacity: undefined, phoneNumber: '+442079460000' }, 'allow'],
  ])('%s', (_name, over, expected) => {
    expect(outcome({ ...allow, ...over })).toBe(expected);
  });

  it('judges in the contract order: the first failing fact answers', () => {
    // Each fact broken together with every later one: the earliest always wins.
    const broken: [keyof PlacementFacts, unknown, string][] = [
      ['agent', { ref: 9, row: null }, 'agent_not_found'],
      ['contact', { id: 3, found: false }, 'not_found'],
      ['doNotCall', true, 'do_not_call'],
      ['destination', { ...US, allowedCountries: [] }, 'destination_not_allowed'],
      ['consent', { purpose: 'marketing', required: 'express_written', found: null }, 'consent_required'],
      ['callingRules', rules({ at: new Date('2026-11-23T12:00:00Z') }), 'wait until 2026-11-23T14:00:00.000Z'],
      ['capacity', { funds: funds(), live: 5, countsLive: true, needsHold: true }, 'live_call_limit'],
    ];
    for (let i = 0; i < broken.length; i++) {
      const facts = { ...allow };
      for (const [key, value] of broken.slice(i)) (facts as Record<string, unknown>)[key] = value;
      expect(outcome(facts)).toBe(broken[i][2]);
    }
  });

  it('says what is missing in its messages', () => {
    const dnc = gate({ ...allow, doNotCall: true });
    expect(dnc.verdict === 'refuse' && dnc.error.message).toBe('+12125550123 is on the do-not-call list.');
    const cap = gate({ ...allow, capacity: { funds: funds({ maxLiveCalls: 3 }), live: 3, countsLive: true, needsHold: true } });
    expect(cap.verdict === 'refuse' && cap.error.message).toMatch(/already has 3 live calls/);
    const money = gate({ ...allow, capacity: { funds: funds({ balanceCents: 5 }), live: 0, countsLive: true, needsHold: true } });
    expect(money.verdict === 'refuse' && money.error.message).toMatch(/does not cover one minute of calling \(\$0\.10\)/);
  });
});

describe('judgeCapacity', () => {
  const capacity = fc.record({
    balanceCents: fc.integer({ min: -5_000, max: 50_000 }),
    heldCents: fc.integer({ min: 0, max: 20_000 }),
    rateCents: fc.integer({ min: 0, max: 500 }),
    maxCallSeconds: fc.integer({ min: 60, max: 43_200 }),
    maxLiveCalls: fc.integer({ min: 1, max: 5 }),
    live: fc.integer({ min: 0, max: 7 }),
    countsLive: fc.boolean(),
  });

  it('refuses at the cap first, then without a minute of money, else holds what holdPlan plans (brute force)', () => {
    fc.assert(fc.property(capacity, ({ live, countsLive, ...f }) => {
      const c: CapacityFacts = { funds: { ...f }, live, countsLive, needsHold: true };
      const answer = judgeCapacity(c);
      const plan = holdPlan(f.balanceCents - f.heldCents, f.rateCents, f.maxCallSeconds);
      if (countsLive && live >= f.maxLiveCalls) expect(answer).toMatchObject({ verdict: 'refuse', code: 'live_call_limit' });
      else if (!plan) expect(answer).toMatchObject({ verdict: 'refuse', code: 'insufficient_funds' });
      else {
        expect(answer).toEqual({ verdict: 'allow', hold: plan });
        // A hold never exceeds the free money (a free call holds nothing), and covers at least one minute.
        expect(plan.holdCents).toBeLessThanOrEqual(Math.max(0, f.balanceCents - f.heldCents));
        expect(plan.maxDurationSeconds).toBeGreaterThanOrEqual(60);
      }
    }));
  });
});
