import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { Tx } from '../../db/types';
import { checkDisclosures } from '../compliance/disclosure-check';
import type { CallRow } from './call-row';
import { isTerminal } from './statuses';

/**
 * Stores a finished call's disclosure check once (a repeated report finds it there and changes nothing):
 * `not_checked` for a call that was never answered, as soon as it ends; for an answered call, once its provider
 * has given its last word on the transcript (`transcriptFinal`): `said` or `missing` from the agent's opening, or
 * `not_checked` when the agent said nothing. Answers the updated row when it stored a verdict, else null; the
 * caller (lifecycle.ts) records `call.compliance_flagged` for a missing one.
 */
export async function recordDisclosureCheck(tx: Tx, call: CallRow, at: Date, opts: { transcriptFinal: boolean }): Promise<CallRow | null> {
  if (call.disclosureCheck !== null || !isTerminal(call.status)) return null;
  let verdict: ReturnType<typeof checkDisclosures>;
  if (call.startedAt === null) verdict = { check: 'not_checked', missing: [] };
  else if (opts.transcriptFinal) verdict = checkDisclosures(call.disclosures, call.transcript);
  else return null;
  const [updated] = await tx
    .update(calls)
    .set({ disclosureCheck: verdict.check, disclosureMissing: verdict.missing, updatedAt: at })
    .where(eq(calls.id, call.id))
    .returning();
  return updated;
}
