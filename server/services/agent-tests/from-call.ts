import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { calendarEvents, calls, doNotCallChanges, type AgentTestExpect } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { getCallDetail } from '../calls/read';
import { isTerminal } from '../calls/statuses';
import { createAgentTest } from './tests';
import type { AgentTestDto } from './schema';

/** How providers name the caller's side of a transcript (Vapi `user`, Retell and the simulator `customer`). */
const callerRoles = new Set(['user', 'customer']);

/**
 * "Make a test from this call": a finished call's caller lines become a scripted test of its agent, and what the call
 * did (booked or not, opted out or not, transferred or not) becomes its expectations, so the agent is held to doing
 * again what it did then.
 */
export async function createTestFromCall(db: DbOrTx, actor: Actor, callRef: string | number): Promise<{ test: AgentTestDto }> {
  const { call: dto } = await getCallDetail(db, actor, callRef);
  const [call] = await db.select().from(calls).where(eq(calls.id, dto.id));
  if (!isTerminal(call.status)) throw new AppError('validation_error', `Call ${call.callId} is ${call.status}: a test is made from a finished call.`, { details: [{ path: 'call', message: 'not finished' }] });
  const lines = (call.transcript ?? []).filter((l) => callerRoles.has(l.role) && l.text.trim()).map((l) => l.text.trim().slice(0, 2000)).slice(0, 40);
  if (!lines.length) throw new AppError('validation_error', `Call ${call.callId} has no caller lines in its transcript to make a test from.`, { details: [{ path: 'call', message: 'no caller lines' }] });
  const [booked] = await db.select({ id: calendarEvents.id }).from(calendarEvents)
    .where(and(eq(calendarEvents.callId, call.id), ne(calendarEvents.status, 'cancelled'))).limit(1);
  const [optedOut] = await db.select({ id: doNotCallChanges.id }).from(doNotCallChanges)
    .where(and(eq(doNotCallChanges.accountId, call.accountId), eq(doNotCallChanges.callId, call.callId), eq(doNotCallChanges.action, 'added'))).limit(1);
  const expect: AgentTestExpect = { booked: booked ? {} : false, opted_out: Boolean(optedOut), transferred: call.transferredAt !== null };
  const firstName = typeof call.variables.first_name === 'string' ? call.variables.first_name : undefined;
  return createAgentTest(db, actor, call.agentId, {
    name: `Like call ${call.callId}`.slice(0, 200),
    caller: { lines },
    ...(firstName ? { contact: { first_name: firstName } } : {}),
    expect,
  });
}
