import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { agents, calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { locateCallee, rulesInputOf } from '../compliance/callee';
import { insertComplianceRecords, pendingComplianceRecord, type ComplianceDecision } from '../compliance/compliance-record-write';
import { consentFactsFor } from '../compliance/consent-fact';
import { gate, type PlacementFacts } from '../compliance/gate';
import { startAtProvider, startBatchAtProvider } from './provider-start';
import type { AgentRow } from '../agents/service';
import { readCalleeFacts } from './callee-facts';
import type { CallRow } from './call-row';
import { consentHeldAtDial, readDialFacts } from './dial-facts';
import { claimHandoff } from './dial-handoff';

/**
 * Dials together the calls one campaign pass just placed (queued, each holding its funds): what dialCall does for
 * one call, for a batch in one transaction. The calls' rows are locked and their numbers taken, the facts read
 * again at this moment — what the calls share once (readDialFacts), what each callee needs in one statement
 * (readCalleeFacts) — and each call passes the gate; the calls it lets go are marked dialed with their compliance
 * records, and once the transaction commits their hand-off is claimed (their dial jobs retired with it) and they are
 * handed to the provider. Until that claim their dial jobs stay queued, so a pass that dies after its commit leaves
 * each call to its own job, which hands it off (dial-handoff.ts).
 *
 * A call this path does not settle — its row or number held elsewhere, or a gate answer other than allow (it waits
 * or ends canceled) — is answered in `rest`, for dialCall to judge and act on alone; its dial job stays queued
 * until then.
 */
export async function dialCallBatch(db: Database, callIds: number[], now: Date): Promise<{ dialed: number[]; rest: number[] }> {
  if (!callIds.length) return { dialed: [], rest: [] };
  // The calls' agent, read in the transaction beside the facts, for the provider once it commits.
  let agent: AgentRow | undefined;
  const claimed = await db.transaction(async (tx) => {
    // Locked without waiting, rows and numbers in one statement: a call another runner is dialing is left to its own
    // dial job, and one whose number another pass or dial holds is dialed alone. (A number is tried for each row the
    // scan meets, so one of a row skipped may stay taken until this transaction ends: a later pass takes it then.)
    const rows = await tx
      .select({
        ...getTableColumns(calls),
        numberTaken: sql<boolean>`pg_try_advisory_xact_lock(${calls.accountId}, hashtext(${calls.phoneNumber}))`,
      })
      .from(calls)
      .where(and(inArray(calls.id, callIds), eq(calls.status, 'queued'), isNull(calls.dialedAt), eq(calls.callingHours, 'enforce')))
      .orderBy(asc(calls.id))
      .for('update', { skipLocked: true });
    const first = rows[0];
    // One pass's calls share their account, agent, campaign and purpose; anything else is dialed alone.
    const mine: CallRow[] = rows
      .filter((c) => c.numberTaken && c.maxDurationSeconds !== null && c.accountId === first.accountId && c.agentId === first.agentId
        && c.campaignId === first.campaignId && c.purpose === first.purpose)
      .map(({ numberTaken: _, ...call }) => call);
    if (!mine.length) return [];
    const [shared, facts, [agentRow]] = await Promise.all([
      readDialFacts(tx, mine[0], now),
      readCalleeFacts(tx, first.accountId, mine.map((c) => ({ phoneNumber: c.phoneNumber, contactId: c.contactId })), now),
      tx.select().from(agents).where(eq(agents.id, first.agentId)),
    ]);
    agent = agentRow;
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
    ]);
    return dialed.sort((a, b) => a.id - b.id);
  });
  const dialedIds = new Set(claimed.map((c) => c.id));
  const rest = callIds.filter((id) => !dialedIds.has(id));
  if (!claimed.length) return { dialed: [], rest };
  // The calls this pass hands off: a dial job that ran meanwhile (or a cancel) took the others, and asks for them.
  const won = await claimHandoff(db, claimed.map((c) => c.id), now);
  const handed = claimed.filter((c) => won.has(c.id)).map((c) => ({ ...c, handoffAt: now }));
  if (!handed.length) return { dialed: claimed.map((c) => c.id), rest };
  if (!agent) {
    // Agents are archived, never deleted: a call always has one. Handed off, the calls are never asked twice; the
    // sweeper ends them failed at their deadline.
    logger.error('dialed campaign calls without their agent', { call_ids: handed.map((c) => c.id) });
    return { dialed: claimed.map((c) => c.id), rest };
  }
  // Handed off, as dialCall hands off a call before it asks the provider: a call whose start fails is never asked
  // twice, and one whose answer is never recorded is settled by the sweeper at its deadline (dial-sweeper.ts).
  let together = false;
  try {
    together = await startBatchAtProvider(db, handed, agent, now);
  } catch (err) {
    together = true;
    logger.warn('dialed campaign calls could not be handed to their provider', { call_ids: handed.map((c) => c.id), err });
  }
  if (!together) {
    for (const call of handed) {
      try {
        await startAtProvider(db, call, agent, now);
      } catch (err) {
        logger.warn('a dialed campaign call could not be handed to its provider', { call_id: call.id, err });
      }
    }
  }
  return { dialed: claimed.map((c) => c.id), rest };
}
