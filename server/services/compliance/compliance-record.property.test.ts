import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls, complianceRecords, consents } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { workOnce } from '../../jobs/worker';
import { fundedAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { initiateCall } from '../calls/initiate';

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

// Kentucky, California, Florida (a legal cap of 3 dials), Ontario; the last four digits steer the simulator: busy
// (0002) and no answer then answered (0005) make retries, 0123 answers.
const numbers = ['+15025550123', '+14155550002', '+13055550005', '+14165550123', '+15025550005'];
const MONDAY = Date.parse('2026-11-23T00:00:00Z');

async function runAt(now: Date) {
  for (let i = 0; i < 100 && (await workOnce(db, now)) > 0; i++);
}

const placement = fc.record({
  number: fc.constantFrom(...numbers),
  purpose: fc.constantFrom('marketing', 'informational'),
  callingHours: fc.constantFrom('enforce', 'ignore'),
  /** Minutes after the previous placement. */
  gap: fc.integer({ min: 0, max: 16 * 60 }),
  /** Minutes ahead the request schedules the call, if it does. */
  ahead: fc.option(fc.integer({ min: 1, max: 3 * 24 * 60 }), { nil: null }),
  retry: fc.boolean(),
});

describe('every call has its record, and the latest one says whether it was dialed', () => {
  it('holds over mixed runs of purposes, numbers, hours, schedules and retries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(placement, { minLength: 1, maxLength: 6 }), async (plan) => {
        const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10 });
        // Consent for some numbers only: a marketing call to the others is canceled at its dial.
        for (const n of numbers.slice(0, 3)) {
          await db.insert(consents).values({
            accountId: acct.accountId, phoneNumber: n, kind: 'express_written', scope: 'marketing', source: { type: 'api' }, seller: 'Test Co',
            capturedAt: new Date('2026-11-01T00:00:00Z'),
          });
        }
        const actor = await actorOf(acct.userId);
        let now = MONDAY + 13 * 3_600_000;
        for (const p of plan) {
          now += p.gap * 60_000;
          const at = new Date(now);
          await runAt(at);
          try {
            await initiateCall(db, actor, {
              agent_id: acct.agent.id, phone_number: p.number, purpose: p.purpose as 'marketing', calling_hours: p.callingHours as 'enforce',
              scheduled_at: p.ahead === null ? null : new Date(now + p.ahead * 60_000).toISOString(),
              retry: p.retry ? { max_attempts: 2, on: ['busy', 'no_answer'], delay_minutes: 30 } : undefined,
            }, at);
          } catch (err) {
            // A refusal writes nothing, a record neither; anything else is a failure of the property.
            if (!(err instanceof AppError)) throw err;
          }
        }
        // Days later, everything due has been dialed, held again or canceled.
        for (let t = now; t <= now + 5 * 86_400_000; t += 3 * 3_600_000) await runAt(new Date(t));
        const rows = await db.select().from(calls).where(eq(calls.accountId, acct.accountId));
        const records = await db.select().from(complianceRecords).where(eq(complianceRecords.accountId, acct.accountId)).orderBy(complianceRecords.id);
        for (const call of rows) {
          const own = records.filter((r) => r.callId === call.id);
          expect(own.length, `call ${call.callId} (${call.status}) has no record`).toBeGreaterThanOrEqual(1);
          expect(own.every((r) => r.callPublicId === call.callId)).toBe(true);
          const latest = own[own.length - 1];
          expect(latest.allowed, `call ${call.callId} ${call.status}: ${JSON.stringify(latest.blocks)}`).toBe(call.dialedAt !== null);
          // A decision that let the call go has no blocks; one that did not names at least one.
          expect(latest.blocks.length === 0).toBe(latest.allowed);
        }
        // No record names a call that does not exist.
        expect(records.every((r) => rows.some((c) => c.id === r.callId))).toBe(true);
      }),
      { numRuns: 8 },
    );
    // Eight runs of up to six calls each, every one placed and dialed on the database: well past the default 30 s
    // on a loaded machine.
  }, 120_000);
});
