import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { permissions } from '../../auth/permissions';
import { accounts, agents, businessProfiles, calls, contacts, teams, users, type VoiceProviderName } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { seesTeamRow } from '../access/teams';
import type { CallRow } from '../calls/call-row';
import { acceptsToolCalls } from '../calls/statuses';
import type { ContactRow } from '../contacts/access';
import type { AfterCommit } from '../providers/port';

/** What of its agent a tool reads: who it is, whose it is, the tools it was given, and its provider's id of it. */
type ToolAgent = Pick<typeof agents.$inferSelect, 'id' | 'accountId' | 'teamId' | 'name' | 'tools' | 'assistantId' | 'createdByUserId'>;

/**
 * What a tool acts in: the call, its agent and contact, and the actor the services see. Through its voice provider
 * the agent works for the business, so it acts with an owner's reach over the call's account (every team of it), in
 * the calendar of the call's calendar owner. Through the REST API a person's key asks, so the tool acts as that key's
 * user: the appointments they can see, in their own calendar. Each tool narrows what it touches to the call's own
 * contact and appointments.
 */
export interface ToolCallContext {
  call: CallRow;
  agent: ToolAgent;
  contact: ContactRow | null;
  /** The business time zone tools speak in. */
  businessZone: string;
  actor: Actor;
  /**
   * Who asks: the agent through its voice provider (`provider`), or an API key's user (`api`). A provider's caller
   * is known only by a number that can be spoofed, so on that door the caller's appointments are those booked in
   * calls with the caller's contact, never those merely typed with the number.
   */
  door: 'provider' | 'api';
}

/** One run of a tool, beside its call and arguments: what the provider sent with it, and work for after its commit. */
export interface ToolRun {
  /** Where the provider takes live call control (Vapi's `call.monitor.controlUrl`), for a tool that ends the call. */
  controlUrl: string | null;
  /** Run once the tool's transaction has committed, unless the run turns out to be a repeat (a provider's request). */
  afterCommit: AfterCommit[];
  /**
   * The provider's message that asked carries the transfer's destination back in its answer (Vapi's
   * `transfer-destination-request`): a transfer is recorded, and the provider is asked nothing more.
   */
  answersDestination: boolean;
  /** The run is the simulator's (nobody is on the line): what it books is marked simulated. */
  simulated: boolean;
}

/**
 * The call (by database id, or by the provider's id of it), live, with its agent, contact, business time zone and
 * acting actor, in one query; else not_found or call_not_live. `asActor` is the REST door's key actor, who must
 * already see the call; without it the tool acts for the business (a provider's door).
 */
export async function loadToolCallContext(
  db: DbOrTx,
  ref: number | { provider: VoiceProviderName; providerCallId: string },
  asActor?: Actor,
): Promise<ToolCallContext> {
  const match = typeof ref === 'number'
    ? eq(calls.id, ref)
    : and(eq(calls.provider, ref.provider), eq(calls.providerCallId, ref.providerCallId));
  const [row] = await db
    .select({
      call: calls,
      agent: agents,
      contact: contacts,
      partnerAccountId: accounts.partnerAccountId,
      businessZone: businessProfiles.timezone,
      teamIds: sql<number[]>`(select coalesce(array_agg(t.id order by t.id), '{}') from ${teams} t where t.account_id = "calls"."account_id")`,
      firstOwnerId: sql<number | null>`(select u.id from ${users} u where u.account_id = "calls"."account_id" and u.role = 'owner' order by u.id limit 1)`,
    })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .innerJoin(accounts, eq(accounts.id, calls.accountId))
    .leftJoin(contacts, eq(contacts.id, calls.contactId))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, calls.accountId))
    .where(match);
  if (!row) throw notFound(`Call ${typeof ref === 'number' ? ref : ref.providerCallId}`);
  assertLive(row.call);
  const base = { call: row.call, agent: row.agent, contact: row.contact, businessZone: row.businessZone ?? 'UTC' };
  // A key's user sees the call through its agent; its contact may still be another team's, which their tools leave alone.
  if (asActor) return { ...base, contact: base.contact && seesTeamRow(asActor, base.contact) ? base.contact : null, actor: asActor, door: 'api' };
  const ownerId = calendarOwnerOf(row.call, row.agent, row.firstOwnerId);
  return {
    ...base,
    door: 'provider',
    actor: {
      userId: ownerId,
      accountId: row.call.accountId,
      role: 'admin',
      teamIds: (row.teamIds ?? []).map(Number),
      permissions: new Set(permissions),
      partnerAccountId: row.partnerAccountId,
      apiKeyId: null,
    },
  };
}

export function assertLive(call: Pick<CallRow, 'callId' | 'status'>): void {
  if (!acceptsToolCalls(call.status)) {
    throw new AppError('call_not_live', `Call ${call.callId} is ${call.status}: tools run only while a call is queued, ringing or in progress.`);
  }
}

/**
 * Whose calendar the agent books in: the user who placed the call; for a call nobody placed (inbound, a retry of
 * a deleted user's call) the user who made the agent; else the account's first owner.
 */
function calendarOwnerOf(call: CallRow, agent: ToolAgent, firstOwnerId: number | null): number {
  if (call.createdByUserId !== null) return call.createdByUserId;
  if (agent.createdByUserId !== null && agent.accountId === call.accountId) return agent.createdByUserId;
  if (firstOwnerId === null) throw notFound(`A calendar for call ${call.callId}`);
  return Number(firstOwnerId);
}
