import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdPlan } from '../wallet/billing';
import type { AccountFunds } from '../wallet/holds';
import { defaultCallingHours, type RulesInput } from './calling-rules';
import { gate, judgeCapacity, liveSlotsLeft, type CapacityFacts, type PlacementFacts } from './gate';

const US = { country: 'US', permittedCountries: ['US'], allowedCountries: ['US'], blockedNumberTypes: ['premium_rate' as const] };
const funds = (over: Partial<AccountFunds> = {}): AccountFunds => ({
  balanceCents: 10_000, heldCents: 0, rateCents: 10, maxCallSeconds: 600, maxLiveCalls: 2, inboundReserve: 0, ...over,
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
  capacity: { funds: funds(), live: 0, countsLive: true, needsHold: true, direction: 'outbound' },
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
    ['the account is at its live-call cap', { capacity: { funds: funds(), live: 2, countsLive: true, needsHold: true, direction: 'outbound' } }, 'live_call_limit'],
    ['an outbound call would take a slot kept for inbound calls', { capacity: { funds: funds({ maxLiveCalls: 3, inboundReserve: 1 }), live: 2, countsLive: true, needsHold: true, direction: 'outbound' } }, 'live_call_limit'],
    ['an inbound call takes a slot kept for it', { capacity: { funds: funds({ maxLiveCalls: 3, inboundReserve: 1 }), live: 2, countsLive: true, needsHold: true, direction: 'inbound' } }, 'allow'],
    ['an inbound call is still held to the whole cap', { capacity: { funds: funds({ maxLiveCalls: 3, inboundReserve: 1 }), live: 3, countsLive: true, needsHold: true, direction: 'inbound' } }, 'live_call_limit'],
    ['the call\'s team is at its cap', { capacity: { funds: funds({ maxLiveCalls: 5 }), live: 2, countsLive: true, needsHold: true, direction: 'outbound', team: { id: 4, maxLiveCalls: 2, live: 2 } } }, 'live_call_limit'],
    ['the team is at its cap, an inbound call too', { capacity: { funds: funds({ maxLiveCalls: 5 }), live: 2, countsLive: true, needsHold: true, direction: 'inbound', team: { id: 4, maxLiveCalls: 2, live: 2 } } }, 'live_call_limit'],
    ['the team has room', { capacity: { funds: funds({ maxLiveCalls: 5 }), live: 2, countsLive: true, needsHold: true, direction: 'outbound', team: { id: 4, maxLiveCalls: 3, live: 2 } } }, 'allow'],
    ['a call that waits does not count toward the cap', { capacity: { funds: funds(), live: 2, countsLive: false, needsHold: true, direction: 'outbound' } }, 'allow'],
    ['less than a minute of money is free', { capacity: { funds: funds({ balanceCents: 100, heldCents: 95 }), live: 0, countsLive: true, needsHold: true, direction: 'outbound' } }, 'insufficient_funds'],
    ['a call that already holds its money needs none', { capacity: { funds: funds({ balanceCents: 0 }), live: 0, countsLive: true, needsHold: false, direction: 'outbound' } }, 'allow'],
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
      ['capacity', { funds: funds(), live: 5, countsLive: true, needsHold: true, direction: 'outbound' }, 'live_call_limit'],
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
    const cap = gate({ ...allow, capacity: { funds: funds({ maxLiveCalls: 3 }), live: 3, countsLive: true, needsHold: true, direction: 'outbound' } });
    expect(cap.verdict === 'refuse' && cap.error.message).toMatch(/already has 3 live calls/);
    const money = gate({ ...allow, capacity: { funds: funds({ balanceCents: 5 }), live: 0, countsLive: true, needsHold: true, direction: 'outbound' } });
    expect(money.verdict === 'refuse' && money.error.message).toMatch(/does not cover one minute of calling \(\$0\.10\)/);
    const reserve = gate({ ...allow, capacity: { funds: funds({ maxLiveCalls: 4, inboundReserve: 1 }), live: 3, countsLive: true, needsHold: true, direction: 'outbound' } });
    expect(reserve.verdict === 'refuse' && reserve.error.message).toMatch(/3 live calls, all its slots but the 1 kept for inbound calls/);
    expect(reserve.verdict === 'refuse' && reserve.error.extra).toEqual({ max_live_calls: 4, inbound_reserve: 1, retry_after: 30 });
    const team = gate({ ...allow, capacity: { funds: funds({ maxLiveCalls: 4 }), live: 1, countsLive: true, needsHold: true, direction: 'outbound', team: { id: 9, maxLiveCalls: 1, live: 1 } } });
    expect(team.verdict === 'refuse' && team.error.extra).toEqual({ max_live_calls: 4, team_id: 9, team_max_live_calls: 1, retry_after: 30 });
  });
});

describe('judgeCapacity', () => {
  const capacity = fc.record({
    balanceCents: fc.integer({ min: -5_000, max: 50_000 }),
    heldCents: fc.integer({ min: 0, max: 20_000 }),
    rateCents: fc.integer({ min: 0, max: 500 }),
    maxCallSeconds: fc.integer({ min: 60, max: 43_200 }),
    maxLiveCalls: fc.integer({ min: 1, max: 5 }),
    inboundReserve: fc.integer({ min: 0, max: 6 }),
    live: fc.integer({ min: 0, max: 7 }),
    countsLive: fc.boolean(),
    direction: fc.constantFrom('inbound' as const, 'outbound' as const),
    team: fc.option(fc.record({ id: fc.constant(1), maxLiveCalls: fc.integer({ min: 1, max: 5 }), live: fc.integer({ min: 0, max: 6 }) })),
  });

  it('refuses at a cap first, then without a minute of money, else holds what holdPlan plans (brute force)', () => {
    fc.assert(fc.property(capacity, ({ live, countsLive, direction, team, ...f }) => {
      const c: CapacityFacts = { funds: { ...f }, live, countsLive, needsHold: true, direction, team };
      const answer = judgeCapacity(c);
      const plan = holdPlan(f.balanceCents - f.heldCents, f.rateCents, f.maxCallSeconds);
      // The slots this call may use, counted one by one: every slot of the cap, but for an outbound call the ones
      // the reserve keeps, and never none.
      let slots = 0;
      for (let slot = 1; slot <= f.maxLiveCalls; slot++) if (direction === 'inbound' || slot <= f.maxLiveCalls - f.inboundReserve || slot === 1) slots++;
      const atCap = live >= slots || (team !== null && team.live >= team.maxLiveCalls);
      // The count a dispatch pass reads agrees with the refusal: no slot left exactly when a cap refuses.
      expect(liveSlotsLeft(c) <= 0).toBe(atCap);
      if (countsLive && atCap) expect(answer).toMatchObject({ verdict: 'refuse', code: 'live_call_limit' });
      else if (!plan) expect(answer).toMatchObject({ verdict: 'refuse', code: 'insufficient_funds' });
      else {
        expect(answer).toEqual({ verdict: 'allow', hold: plan });
        // A hold never exceeds the free money (a free call holds nothing), and covers at least one minute.
        expect(plan.holdCents).toBeLessThanOrEqual(Math.max(0, f.balanceCents - f.heldCents));
        expect(plan.maxDurationSeconds).toBeGreaterThanOrEqual(60);
      }
    }), { numRuns: 2_000 });
  });

  it('keeps the reserve for inbound calls: outbound calls alone never fill it, inbound ones may', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 7 }), (maxLiveCalls, reserve) => {
      const inboundReserve = Math.min(reserve, maxLiveCalls - 1);
      const f = funds({ maxLiveCalls, inboundReserve });
      const placeAll = (direction: 'inbound' | 'outbound', from: number) => {
        let live = from;
        while (judgeCapacity({ funds: f, live, countsLive: true, needsHold: true, direction }).verdict === 'allow') live++;
        return live;
      };
      const outbound = placeAll('outbound', 0);
      expect(outbound).toBe(maxLiveCalls - inboundReserve);
      expect(placeAll('inbound', outbound)).toBe(maxLiveCalls);
    }));
  });
});
