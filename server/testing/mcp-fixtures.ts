import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { getDb } from '../db/client';
import { agents, businessProfiles, type CallingDay } from '../db/schema';
import { createAgent, type AgentRow } from '../services/agents/service';
import { initiateCall } from '../services/calls/service';
import { fundedAccount, type CallTestAccount } from './call-fixtures';
import { actorOf, keyWith } from './fixtures';

// The MCP tests' world, the same over stdio and over HTTP: an account whose own calling hours are open all day, one
// whose hours leave out the callee's today, and another tenant with a call of its own. None of them enforces its
// calling hours or consent on API calls: the MCP place_call must enforce them anyway. Their agents are marked
// informational by the owner, and informational calls need no consent there, so that calls are judged by the hours;
// the open account also has an agent left unmarked, whose assistant calls are marketing whatever the model says.

/** A number in San Francisco: its callee's zone is America/Los_Angeles. */
export const SF_NUMBER = '+14155550142';
export const SF_ZONE = 'America/Los_Angeles';
const DAYS: CallingDay[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface McpWorld {
  open: CallTestAccount;
  /** An agent of the open account that its owner did not mark informational. */
  unmarked: AgentRow;
  closedToday: CallTestAccount;
  other: CallTestAccount;
  /** A call of the other tenant. */
  otherCallId: string;
  /** Keys: every permission of the open and closed accounts, and one that may only read calls. */
  openKey: string;
  closedKey: string;
  readOnlyKey: string;
}

async function withHours(days: CallingDay[]): Promise<CallTestAccount> {
  const acct = await fundedAccount({ balanceCents: 10_000 });
  const db = await getDb();
  await db.update(businessProfiles).set({
    callingHours: { start: '00:00', end: '24:00', days },
    holidays: false, maxAttemptsPer24h: 10, enforceCallingHoursOnApiCalls: false, enforceConsentOnApiCalls: false,
    consentRequired: { marketing: 'express_written', informational: 'none' },
  }).where(eq(businessProfiles.accountId, acct.accountId));
  const [agent] = await db.update(agents).set({ purpose: 'informational' }).where(eq(agents.id, acct.agent.id)).returning();
  return { ...acct, agent };
}

export async function mcpWorld(): Promise<McpWorld> {
  const today = DateTime.now().setZone(SF_ZONE).toFormat('ccc').toLowerCase() as CallingDay;
  const open = await withHours(DAYS);
  const closedToday = await withHours(DAYS.filter((d) => d !== today));
  const other = await withHours(DAYS);
  const unmarked = await createAgent(await getDb(), await actorOf(open.userId), { name: 'Offers', phone_number: '+14155550101' });
  const otherCall = await initiateCall(await getDb(), await actorOf(other.userId), { agent_id: other.agent.id, phone_number: SF_NUMBER, purpose: 'informational' });
  return {
    open, unmarked, closedToday, other, otherCallId: otherCall.call_id,
    openKey: open.key, closedKey: closedToday.key, readOnlyKey: await keyWith(open.userId, ['can_read_calls']),
  };
}

/** When a call held by the closed account's hours may go: the callee's next midnight. */
export const nextLocalMidnight = () =>
  DateTime.now().setZone(SF_ZONE).plus({ days: 1 }).startOf('day').toUTC().toISO({ suppressMilliseconds: true });

export interface ToolAnswer {
  isError: boolean;
  body: Record<string, any>;
}

/** Calls a tool and reads its JSON answer (the text content, which carries the same object as structuredContent). */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const res = await client.callTool({ name, arguments: args });
  const content = res.content as { type: string; text: string }[];
  const body = JSON.parse(content[0].text) as Record<string, any>;
  return { isError: res.isError === true, body };
}
