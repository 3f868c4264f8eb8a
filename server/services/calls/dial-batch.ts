import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { agents, calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { rowsOf } from '../../db/rows';
import { logger } from '../../logger';
import { locateCallee, rulesInputOf } from '../compliance/callee';
import { insertComplianceRecords, pendingComplianceRecord, type ComplianceDecision } from '../compliance/compliance-record-write';
import { consentFactsFor } from '../compliance/consent-fact';
import { gate, type PlacementFacts } from '../compliance/gate';
import { providerFor } from '../providers';
import { readCalleeFacts } from './callee-facts';
import type { CallRow } from './call-row';
import { consentHeldAtDial, readDialFacts } from './dial-facts';
import { retireDialJobs } from './dial';

/**
 * Dials together the calls one campaign pass just placed (queued, each holding its funds): what dialCall does for
 * one call, for a batch in one transaction. The calls' rows are locked and their numbers taken, the facts read
 * again at this moment — what the calls share once (readDialFacts), what each callee needs in one statement
 * (readCalleeFacts) — and each call passes the gate; the calls it lets go are marked dialed with their compliance
 * records, their dial jobs retired, and handed to the provider once the transaction commits.
 *
 * A call this path does not settle — its row or number held elsewhere, or a gate answer other than allow (it waits
 * or ends canceled) — is answered in `rest`, for dialCall to judge and act on alone; its dial job stays queued
 * until then.
 */
export async function dialCallBatch(db: Database, callIds: number[], now: Date): Promise<{ dialed: number[]; rest: number[] }> {
  if (!callIds.length) return { dialed: [], rest: [] };
  const claimed = await db.transaction(async (tx) => {
    // Locked without waiting: a call another runner is dialing is left to its own dial job.
    const rows = await tx.select().from(calls)
      .where(and(inArray(calls.id, callIds), eq(calls.status, 'queued'), isNull(calls.dialedAt), eq(calls.callingHours, 'enforce')))
      .orderBy(asc(calls.id))
      .for('update', { skipLocked: true });
    const first = rows[0];
    // One pass's calls share their account, agent, campaign and purpose; anything else is dialed alone.
    const batch = rows.filter((c) => first && c.maxDurationSeconds !== null && c.accountId === first.accountId && c.agentId === first.agentId
      && c.campaignId === first.campaignId && c.purpose === first.purpose);
    if (!batch.length) return [];
    const locks = rowsOf<{ locked: boolean }>(await tx.execute(sql`
      select pg_try_advisory_xact_lock(${first.accountId}, hashtext(t.phone)) as locked
      from unnest(${`{${batch.map((c) => `"${c.phoneNumber}"`).join(',')}}`}::text[]) with ordinality as t(phone, ord) order by t.ord`));
    const mine = batch.filter((_, i) => locks[i]?.locked);
    if (!mine.length) return [];
    const [shared, facts] = await Promise.all([
      readDialFacts(tx, mine[0], now),
      readCalleeFacts(tx, first.accountId, mine.map((c) => ({ phoneNumber: c.phoneNumber, contactId: c.contactId })), now),
    ]);
    const allowed: { call: CallRow; decision: ComplianceDecision }[] = [];
    for (const [i, call] of mine.entries()) {
      const fact = facts[i];
      const gateFacts: PlacementFacts = {
        phoneNumber: call.phoneNumber,
        agent: { ref: call.agentId, row: { id: call.agentId, archivedAt: shared.agentArchivedAt, cannotCall: null } },
        doNotCall: fact.doNotCall,
        destination: shared.destination,
        consent: consentFactsFor({ rule: shared.consentRule, purpose: call.purpose, active: fact.activeConsents, enforced: consentHeldAtDial(call) }),
        callingRules: rulesInputOf(
          { phoneNumber: call.phoneNumber, purpose: call.purpose, at: now, scope: 'all' },
          { rules: shared.rules, doNotCall: fact.doNotCall, recentDials: fact.recentDials },
          await locateCallee(call.phoneNumber, fact.contact, shared.rules.businessZone),
        ),
      };
      const answer = gate(gateFacts);
      if (answer.verdict === 'allow') allowed.push({ call, decision: { facts: gateFacts, answer, at: now } });
    }
    if (!allowed.length) return [];
    const records = await Promise.all(allowed.map(({ call, decision }) => pendingComplianceRecord(tx, decision, call, 'dial')));
    const ids = allowed.map((a) => a.call.id);
    const [dialed] = await Promise.all([
      tx.update(calls).set({ dialedAt: now, waitReason: null, updatedAt: now }).where(inArray(calls.id, ids)).returning(),
      insertComplianceRecords(tx, records.map((record, i) => ({ record, callId: ids[i] }))),
      retireDialJobs(tx, ids),
    ]);
    return dialed.sort((a, b) => a.id - b.id);
  });
  const dialedIds = new Set(claimed.map((c) => c.id));
  const rest = callIds.filter((id) => !dialedIds.has(id));
  if (!claimed.length) return { dialed: [], rest };
  const [agent] = await db.select().from(agents).where(eq(agents.id, claimed[0].agentId));
  for (const call of claimed) {
    try {
      await providerFor(call.provider).start(db, call, agent, now);
    } catch (err) {
      // Marked dialed, as dialCall marks a call before it asks the provider: never asked twice.
      logger.warn('a dialed campaign call could not be handed to its provider', { call_id: call.id, err });
    }
  }
  return { dialed: claimed.map((c) => c.id), rest };
}
