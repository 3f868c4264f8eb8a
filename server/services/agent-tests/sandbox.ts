import { and, eq, ne } from 'drizzle-orm';
import {
  calendarEvents, contactPhoneNumbers, contacts, doNotCallChanges, toolInvocations, type AgentTestEffects,
} from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { toIso } from '../../lib/time';
import { placedCallValues } from '../calls/placed-call-values';
import { disclosuresForCallee } from '../compliance/callee-disclosures';
import { contactForCall, getBusinessValues } from '../contacts/template-values';
import { loadToolCallContext, type ToolCallContext } from '../tools/context';
import type { TestAgentRow, AgentTestRow } from './access';
import { callInsert } from '../calls/call-insert';

/** The number the test's caller calls from: a fictional one (555-01xx), never a customer's. */
export const SANDBOX_NUMBER = '+12025550123';

/** Thrown to end the sandbox's transaction: everything the test wrote is rolled back with it. */
class RollBack extends Error {}

export interface Sandbox {
  tx: Tx;
  tools: ToolCallContext;
  /** The call as the agent would run it: its instructions and first message rendered with its variables. */
  call: { instructions: string; firstMessage: string; variables: Record<string, unknown> };
}

/**
 * Runs one test's conversation inside a transaction that is always rolled back: a test contact and a live call of the
 * agent are made in it, the agent's tools run in it for real through the same services as a call's (so their rules,
 * locks and refusals are the real ones), and what they did is read from it before it is undone. Nothing remains:
 * no booking, opt-out, consent change, contact, call, outbox event, job, webhook, message or charge.
 */
export async function inSandbox<T>(
  db: Database,
  agent: TestAgentRow,
  test: AgentTestRow,
  converse: (sandbox: Sandbox) => Promise<T>,
): Promise<{ value: T; effects: AgentTestEffects }> {
  let out: { value: T; effects: AgentTestEffects } | undefined;
  try {
    await db.transaction(async (tx) => {
      const sandbox = await openSandbox(tx, agent, test);
      const value = await converse(sandbox);
      out = { value, effects: await effectsOf(tx, sandbox.tools.call) };
      throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
  }
  return out!;
}

async function openSandbox(tx: Tx, agent: TestAgentRow, test: AgentTestRow): Promise<Sandbox> {
  const now = new Date();
  const given = test.contact ?? {};
  const text = (k: string) => (typeof given[k] === 'string' ? (given[k] as string) : null);
  const [contact] = await tx.insert(contacts).values({
    accountId: agent.accountId, teamId: agent.teamId, ownerUserId: agent.createdByUserId,
    firstName: text('first_name') ?? 'Test', lastName: text('last_name') ?? 'Caller', email: text('email'), company: text('company'),
    city: text('city'), state: text('state'), country: text('country') ?? 'US',
    customContext: (given.custom_context as Record<string, unknown> | undefined) ?? {},
  }).returning();
  await tx.insert(contactPhoneNumbers).values({ contactId: contact.id, accountId: agent.accountId, phoneNumber: SANDBOX_NUMBER, isPrimary: true });
  const forCall = await contactForCall(tx, contact);
  const values = placedCallValues({
    accountId: agent.accountId, agent, createdByUserId: agent.createdByUserId, contact: forCall, phoneNumber: SANDBOX_NUMBER,
    business: await getBusinessValues(tx, agent.accountId), variables: {}, provider: 'simulator',
    disclosures: await disclosuresForCallee(SANDBOX_NUMBER, forCall.values), now,
  });
  // A live simulated call: the simulator's call control ends or moves it in the transaction, never on a line.
  // Through the one call insert; this row never outlives the sandbox's transaction, which is always rolled back.
  const [call] = await callInsert(tx, {
    ...values, status: 'in_progress', rateCents: 0, estimatedStartAt: now, startedAt: now,
  }).returning();
  return {
    tx,
    tools: await loadToolCallContext(tx, call.id),
    call: { instructions: call.instructions, firstMessage: call.firstMessage, variables: call.variables },
  };
}

/** What the conversation did to the business's data, read inside the sandbox before it is rolled back. */
async function effectsOf(tx: Tx, call: { id: number; callId: string; accountId: number }): Promise<AgentTestEffects> {
  const booked = await tx.select().from(calendarEvents)
    .where(and(eq(calendarEvents.callId, call.id), ne(calendarEvents.status, 'cancelled'))).orderBy(calendarEvents.startTime);
  const listed = await tx.select({ number: doNotCallChanges.number }).from(doNotCallChanges)
    .where(and(eq(doNotCallChanges.accountId, call.accountId), eq(doNotCallChanges.callId, call.callId), eq(doNotCallChanges.action, 'added')));
  const ran = await tx.select().from(toolInvocations).where(eq(toolInvocations.callId, call.id)).orderBy(toolInvocations.id);
  const variables: Record<string, unknown> = {};
  const transfers: AgentTestEffects['transfers'] = [];
  for (const r of ran) {
    const result = r.result as { ok?: boolean; transferred_to?: { name: string } } | null;
    const args = r.arguments as Record<string, unknown>;
    if (!result?.ok) continue;
    if (r.tool === 'update_contact' && args.variables && typeof args.variables === 'object') Object.assign(variables, args.variables);
    if (r.tool === 'transfer_to_human' && result.transferred_to) {
      transfers.push({ to: result.transferred_to.name, reason: typeof args.reason === 'string' ? args.reason : null });
    }
  }
  return {
    bookings: booked.map((e) => ({ event_type: e.eventType, start: toIso(e.startTime), title: e.title })),
    opt_outs: listed.map((l) => ({ number: l.number })),
    transfers,
    variables,
  };
}
