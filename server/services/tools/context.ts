import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { permissions } from '../../auth/permissions';
import { accounts, agents, calls, contacts, teams, users, type CallStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound } from '../../errors';
import type { AgentRow } from '../agents/service';
import type { CallRow } from '../calls/call-row';
import type { ContactRow } from '../contacts/access';

/** A call tools may act in: between being placed for dialing and its end. */
export const liveCallStatuses = ['queued', 'ringing', 'in_progress'] as const satisfies readonly CallStatus[];
export const isLive = (status: CallStatus) => (liveCallStatuses as readonly string[]).includes(status);

/**
 * What a tool acts in: the call, its agent and contact, and the actor the services see. The agent works for the
 * business, so it acts with an owner's reach over the call's account (every team of it), in the calendar of the
 * call's calendar owner; each tool narrows what it touches to the call's own contact and appointments.
 */
export interface ToolCallContext {
  call: CallRow;
  agent: AgentRow;
  contact: ContactRow | null;
  actor: Actor;
}

/** The call by database id, live, with its agent, contact and acting actor; else not_found or call_not_live. */
export async function loadToolCallContext(db: DbOrTx, callId: number): Promise<ToolCallContext> {
  const [row] = await db
    .select({ call: calls, agent: agents, contact: contacts, partnerAccountId: accounts.partnerAccountId })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .innerJoin(accounts, eq(accounts.id, calls.accountId))
    .leftJoin(contacts, eq(contacts.id, calls.contactId))
    .where(eq(calls.id, callId));
  if (!row) throw notFound(`Call ${callId}`);
  assertLive(row.call);
  const ownerId = await calendarOwnerOf(db, row.call, row.agent);
  const teamRows = await db.select({ id: teams.id }).from(teams).where(eq(teams.accountId, row.call.accountId));
  return {
    call: row.call,
    agent: row.agent,
    contact: row.contact,
    actor: {
      userId: ownerId,
      accountId: row.call.accountId,
      role: 'admin',
      teamIds: teamRows.map((t) => t.id),
      permissions: new Set(permissions),
      partnerAccountId: row.partnerAccountId,
      apiKeyId: null,
    },
  };
}

export function assertLive(call: Pick<CallRow, 'callId' | 'status'>): void {
  if (!isLive(call.status)) {
    throw new AppError('call_not_live', `Call ${call.callId} is ${call.status}: tools run only while a call is queued, ringing or in progress.`);
  }
}

/**
 * Whose calendar the agent books in: the user who placed the call; for a call nobody placed (inbound, a retry of
 * a deleted user's call) the user who made the agent; else the account's first owner.
 */
async function calendarOwnerOf(db: DbOrTx, call: CallRow, agent: AgentRow): Promise<number> {
  if (call.createdByUserId !== null) return call.createdByUserId;
  if (agent.createdByUserId !== null && agent.accountId === call.accountId) return agent.createdByUserId;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, call.accountId), eq(users.role, 'owner')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!owner) throw notFound(`A calendar for call ${call.callId}`);
  return owner.id;
}
