import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { callerNumberAgents, callerNumbers } from '../../db/schema';
import type { Tx } from '../../db/types';
import { calleeArea } from '../../lib/callee-area';
import type { AgentRow } from '../agents/service';
import type { CallFrom } from '../calls/call-from';
import { agentProviderOf } from '../agents/agent-provider';
import { areaCodeOf, rankCallerNumbers, shouldRest, type NumberPlace } from './local-presence';
import { businessZoneOf, dayOf, restBelowAnswerRateOf, usageOfNumbers } from './usage';

type CallerNumberRow = typeof callerNumbers.$inferSelect;

export type CallerNumberPick =
  | { kind: 'number'; from: CallFrom; callerNumberId: number | null }
  /** Every number the agent may use reached its cap today or rests: the callee waits. */
  | { kind: 'exhausted'; until: Date }
  /** The number the callee should go out from is being picked by another pass: try the callee again later. */
  | { kind: 'busy' };

/** A callee left waiting for exhausted numbers is looked at again after this, or at midnight if that is sooner. */
export const EXHAUSTED_RETRY_MS = 15 * 60_000;

/**
 * Picks the caller numbers of one agent's calls within one dispatch transaction (one campaign pass). A number is
 * locked (its row, FOR UPDATE) the first time the pass considers it and stays locked to the end of the pass, so
 * its calls today are counted with every call another process placed from it, and no two passes place from one
 * number at once: its cap holds across processes. The lock is only tried (SKIP LOCKED): a pass never waits for
 * another, so passes that take numbers and callees in different orders cannot deadlock; a callee whose number is
 * taken by another pass is left for a later one.
 */
export async function callerNumberPicker(tx: Tx, accountId: number, agent: AgentRow, now: Date) {
  const linked = tx.select({ id: callerNumberAgents.callerNumberId }).from(callerNumberAgents).where(eq(callerNumberAgents.agentId, agent.id));
  const candidates = await tx.select().from(callerNumbers).where(and(
    eq(callerNumbers.accountId, accountId),
    or(inArray(callerNumbers.id, linked), agent.phoneNumber ? eq(callerNumbers.phoneNumber, agent.phoneNumber) : sql`false`),
  )).orderBy(callerNumbers.id);
  // A real provider dials only from a number it knows (Vapi's phoneNumberId): a number without one is not usable,
  // but for the agent's own, which the provider knows by the agent's id.
  const usable = agentProviderOf(agent) === 'simulator'
    ? candidates
    : candidates.filter((n) => n.providerPhoneNumberId || n.phoneNumber === agent.phoneNumber);
  const own: CallFrom = { number: agent.phoneNumber, providerPhoneNumberId: null };
  const ownRegistered = agent.phoneNumber !== null && candidates.some((n) => n.phoneNumber === agent.phoneNumber);
  if (!usable.length && !ownRegistered) {
    return { pick: async (): Promise<CallerNumberPick> => ({ kind: 'number', from: own, callerNumberId: null }), placed: () => {} };
  }

  const places = new Map<string, NumberPlace>();
  for (const n of usable) places.set(n.phoneNumber, await placeOf(n.phoneNumber));
  const [zone, restBelow] = await Promise.all([businessZoneOf(tx, accountId), restBelowAnswerRateOf(tx, accountId)]);
  const day = dayOf(zone, now);
  // Calls each number has left today, known once it is locked; 0 once it rests or is gone.
  const left = new Map<number, number>();

  async function lockAndCount(n: CallerNumberRow): Promise<number | 'busy'> {
    const [row] = await tx.select().from(callerNumbers).where(eq(callerNumbers.id, n.id)).for('update', { skipLocked: true });
    if (!row) return 'busy';
    if (row.restingSince) return 0;
    const usage = (await usageOfNumbers(tx, accountId, [row.id], now, day.start)).get(row.id);
    if (!usage) return 0;
    if (shouldRest(usage, restBelow)) {
      await tx.update(callerNumbers).set({ restingSince: now, updatedAt: now }).where(eq(callerNumbers.id, row.id));
      return 0;
    }
    return Math.max(0, row.maxCallsPerDay - usage.callsToday);
  }

  async function pick(callee: string): Promise<CallerNumberPick> {
    const ranked = rankCallerNumbers(usable, places, await placeOf(callee), agent.phoneNumber);
    let ownTried = false;
    for (const { number: n, tier } of ranked) {
      // The agent's own number, when it is not one of the account's caller numbers, has no cap: it is the third choice.
      if (tier !== 'area_code' && tier !== 'state' && !ownTried) {
        ownTried = true;
        if (agent.phoneNumber && !ownRegistered) return { kind: 'number', from: own, callerNumberId: null };
      }
      let room = left.get(n.id);
      if (room === undefined) {
        const counted = await lockAndCount(n);
        if (counted === 'busy') return { kind: 'busy' };
        left.set(n.id, (room = counted));
      }
      if (room > 0) return { kind: 'number', from: { number: n.phoneNumber, providerPhoneNumberId: n.providerPhoneNumberId }, callerNumberId: n.id };
    }
    if (!ownTried && agent.phoneNumber && !ownRegistered) return { kind: 'number', from: own, callerNumberId: null };
    return { kind: 'exhausted', until: new Date(Math.min(day.end.getTime(), now.getTime() + EXHAUSTED_RETRY_MS)) };
  }

  /** A call was placed from the number: one fewer left today. */
  function placed(callerNumberId: number | null) {
    if (callerNumberId !== null) left.set(callerNumberId, (left.get(callerNumberId) ?? 1) - 1);
  }

  return { pick, placed };
}

async function placeOf(e164: string): Promise<NumberPlace> {
  const area = await calleeArea(e164);
  return { areaCode: areaCodeOf(e164), subdivision: area.subdivision };
}
