import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf } from '../../testing/fixtures';
import { teamsAccount } from '../../testing/team-fixtures';
import { insertDebits, rollupDrift, type DebitSpec } from '../../testing/usage-fixtures';
import { callUsage } from './usage';
import { usageGroups } from './schema';

// Totals are the ledger's call debits in [from, to), whatever the zone, the bounds' form or the grouping: checked
// against the debits as written, with the bounds and local days computed here by luxon, on the real database.

const zones = ['UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'America/Sao_Paulo'];
const T0 = Date.parse('2026-01-01T00:00:00Z');
const SPAN = Date.parse('2026-07-01T00:00:00Z') - T0;

const debit = fc.record({
  offset: fc.oneof(fc.integer({ min: 0, max: SPAN - 1 }), fc.integer({ min: 0, max: SPAN / 900_000 - 1 }).map((q) => q * 900_000)),
  cents: fc.integer({ min: 0, max: 5_000 }),
  seconds: fc.option(fc.integer({ min: 0, max: 3_600 })),
  providerCents: fc.option(fc.integer({ min: 0, max: 900 })),
  agent: fc.constantFrom(0, 1),
  campaign: fc.option(fc.integer({ min: 1, max: 3 })),
});

type Bound = { day?: string; at?: string; near?: number; delta?: number };

/**
 * A bound: a local day, an instant (on a quarter hour or not), or an instant within 20 minutes of one of the debits
 * (`near` picks it), so the minutes between a bound and the nearest quarter hour hold debits often.
 */
const bound: fc.Arbitrary<Bound> = fc.oneof(
  fc.integer({ min: -10, max: 190 }).map((d) => ({ day: DateTime.fromMillis(T0, { zone: 'UTC' }).plus({ days: d }).toISODate()! })),
  fc.integer({ min: -10 * 96, max: 190 * 96 }).map((q) => ({ at: new Date(T0 + q * 900_000).toISOString() })),
  fc.integer({ min: -864_000_000, max: SPAN }).map((ms) => ({ at: new Date(T0 + ms).toISOString() })),
  fc.record({ near: fc.nat(), delta: fc.integer({ min: -1_200_000, max: 1_200_000 }) }),
  fc.record({ near: fc.nat(), delta: fc.integer({ min: -1_200_000, max: 1_200_000 }) }),
);

const query = fc.record({ from: bound, to: bound, zone: fc.constantFrom(...zones), group: fc.constantFrom(...usageGroups) });

const at = (b: Bound, zone: string) => (b.day ? DateTime.fromISO(b.day, { zone }).startOf('day').toMillis() : Date.parse(b.at!));
const text = (b: Bound) => b.day ?? b.at!;

describe('usage totals', () => {
  it('equal the debits in [from, to) over random ranges and zones, and the buckets add up to them', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(debit, { minLength: 1, maxLength: 40 }), fc.array(query, { minLength: 1, maxLength: 4 }), async (debits, queries) => {
        const acct = await teamsAccount();
        const db = await getDb();
        const agentIds = [acct.agent.id, acct.salesAgent.id];
        const specs: DebitSpec[] = debits.map((d) => ({
          at: new Date(T0 + d.offset), cents: d.cents, seconds: d.seconds, providerCents: d.providerCents, agentId: agentIds[d.agent], campaignId: d.campaign,
        }));
        await insertDebits(acct.accountId, specs);
        expect(await rollupDrift(acct.accountId)).toEqual([]);
        const actor = await actorOf(acct.userId);
        // A bound near a debit, as an instant.
        const resolve = (b: Bound): Bound => (b.near === undefined ? b : { at: new Date(+specs[b.near % specs.length].at + b.delta!).toISOString() });
        for (const generated of queries) {
          const q = { ...generated, from: resolve(generated.from), to: resolve(generated.to) };
          // The bounds in order; equal ones (an empty range) are refused, as the other tests show.
          const [from, to] = at(q.from, q.zone) <= at(q.to, q.zone) ? [q.from, q.to] : [q.to, q.from];
          const start = at(from, q.zone);
          const end = at(to, q.zone);
          if (end === start) continue;
          const r = await callUsage(db, actor, { from: text(from), to: text(to), timezone: q.zone, group_by: q.group }, new Date(T0));
          checked++;
          const inRange = specs.filter((s) => +s.at >= start && +s.at < end);
          expect([Date.parse(r.from), Date.parse(r.to)]).toEqual([start, end]);
          expect(r.totals).toEqual({
            calls: inRange.length,
            billed_minutes: inRange.reduce((n, s) => n + (s.seconds ? Math.ceil(s.seconds / 60) : 0), 0),
            billed_cents: inRange.reduce((n, s) => n + s.cents, 0),
            provider_cents: inRange.reduce((n, s) => n + (s.providerCents ?? 0), 0),
          });
          const sum = (k: 'calls' | 'billed_cents' | 'billed_minutes' | 'provider_cents') => r.buckets.reduce((n, b) => n + b[k], 0);
          expect({ calls: sum('calls'), billed_minutes: sum('billed_minutes'), billed_cents: sum('billed_cents'), provider_cents: sum('provider_cents') }).toEqual(r.totals);
          if (q.group === 'day') {
            const perDay = new Map<string, number>();
            for (const s of inRange) {
              const day = DateTime.fromJSDate(new Date(s.at), { zone: q.zone }).toISODate()!;
              perDay.set(day, (perDay.get(day) ?? 0) + s.cents);
            }
            for (const b of r.buckets) expect([b.key, b.billed_cents]).toEqual([b.key, perDay.get(String(b.key)) ?? 0]);
            expect(r.buckets.map((b) => b.key)).toEqual([...new Set(r.buckets.map((b) => b.key))]);
          }
        }
      }),
      { numRuns: 25 },
    );
    expect(checked).toBeGreaterThan(25);
  }, 120_000);
});
