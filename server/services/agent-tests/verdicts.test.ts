import { describe, expect, it } from 'vitest';
import type { AgentTestEffects, AgentTestExpect } from '../../db/schema';
import { judge } from './verdicts';

const startedAt = new Date('2026-12-01T12:00:00Z');
const none: AgentTestEffects = { bookings: [], opt_outs: [], transfers: [], variables: {} };
const booked: AgentTestEffects = { ...none, bookings: [{ event_type: 'meeting', start: '2026-12-02T10:00:00.000Z', title: 'Visit' }] };
const said = (...lines: string[]) => lines.map((text) => ({ role: 'assistant', text }));

const cases: { name: string; expect: AgentTestExpect; effects?: AgentTestEffects; transcript?: { role: string; text: string }[]; turns?: number; failures: string[] }[] = [
  { name: 'a booking expected and made', expect: { booked: { within_days: 2, event_type: 'meeting' } }, effects: booked, failures: [] },
  { name: 'a booking expected, none made', expect: { booked: {} }, failures: ['Expected a booking, but the agent booked nothing.'] },
  {
    name: 'a booking too late', expect: { booked: { within_days: 0 } }, effects: booked,
    failures: ['Expected a booking within 0 days, but the agent booked meeting at 2026-12-02T10:00:00.000Z.'],
  },
  { name: 'no booking expected, one made', expect: { booked: false }, effects: booked, failures: ['Expected no booking, but the agent booked an appointment (2026-12-02T10:00:00.000Z).'] },
  { name: 'an opt-out ignored', expect: { opted_out: true }, failures: ['Expected the caller to be opted out, but the number was not put on the do-not-call list.'] },
  { name: 'an opt-out made', expect: { opted_out: true }, effects: { ...none, opt_outs: [{ number: '+1' }] }, failures: [] },
  { name: 'a transfer missing', expect: { transferred: true }, failures: ['Expected a transfer to a person, but the call was not transferred.'] },
  {
    name: 'variables: a value, a present, a missing', expect: { variables: { plan: 'gold', city: 'present', zip: '1' } },
    effects: { ...none, variables: { plan: 'silver', city: 'Paris' } },
    failures: ['Expected the variable plan to be "gold", but the agent set it to "silver".', 'Expected the variable zip to be set, but the agent did not set it.'],
  },
  { name: 'a disclosure said, case and punctuation aside', expect: { said: ['this call is recorded'] }, transcript: said('Hi! This call is RECORDED, okay?'), failures: [] },
  {
    name: 'a disclosure forgotten (the caller saying it does not count)', expect: { said: ['this call is recorded'] },
    transcript: [{ role: 'user', text: 'Is this call is recorded?' }, ...said('How can I help?')],
    failures: ['Expected the agent to say "this call is recorded", but it never did.'],
  },
  { name: 'a word it must not say, only as a whole word', expect: { not_said: ['guarantee'] }, transcript: said('We guaranteed nothing.'), failures: [] },
  { name: 'a word it said', expect: { not_said: ['guarantee'] }, transcript: said('I guarantee it.'), failures: ['Expected the agent never to say "guarantee", but it did.'] },
  { name: 'too many turns', expect: { max_turns: 2 }, turns: 3, failures: ['Expected at most 2 agent turns, but the agent took 3.'] },
];

describe('judge', () => {
  it.each(cases)('$name', (c) => {
    expect(judge(c.expect, { transcript: c.transcript ?? [], effects: c.effects ?? none, agentTurns: c.turns ?? 1, startedAt })).toEqual(c.failures);
  });
});
