import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { config } from '../../config';
import { accounts, calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, parseInput } from '../../errors';
import { enqueueJob } from '../../outbox/jobs';
import { toIso } from '../../lib/time';
import { getVisibleAgentOrThrow } from '../agents/service';
import { getBusinessValues, getContactForCallOrThrow, type ContactForCall } from '../contacts/template-values';
import { renderTemplate } from '../templates/render';
import { dollars } from './billing';
import { isDoNotCall, requirePhone } from './do-not-call';
import { startCallJob } from './jobs';
import { providerFor } from './providers';
import { initiateCallInput, type CallCreatedDto, type InitiateCallInput } from './schema';

const newCallId = () => `call_${randomBytes(12).toString('hex')}`;

/**
 * The variables a call runs with, one flat map: business values (as business_<name>), the contact's values,
 * then the request's variables.custom_context flattened in, then the request's other variables, each
 * layer overriding the one before.
 */
export function mergeCallVariables(
  business: Record<string, unknown>,
  contact: Record<string, unknown>,
  requested: Record<string, unknown>,
): { merged: Record<string, unknown>; overrides: Record<string, unknown> } {
  const { custom_context: custom, ...rest } = requested;
  const overrides = { ...(custom && typeof custom === 'object' ? (custom as Record<string, unknown>) : {}), ...rest };
  const prefixed = Object.fromEntries(Object.entries(business).map(([k, v]) => [`business_${k}`, v]));
  return { merged: { ...prefixed, ...contact, ...overrides }, overrides };
}

/**
 * POST /api/v1/calls. Checks in decisions.md's order — missing fields, phone format, agent, agent phone,
 * contact, do-not-call, funds — then writes the queued call and the job that starts it in one transaction.
 */
export async function initiateCall(db: Database, actor: Actor, input: InitiateCallInput): Promise<CallCreatedDto> {
  const data = parseInput(initiateCallInput, input);
  const phoneNumber = requirePhone(data.phone_number);
  const agent = await getVisibleAgentOrThrow(db, actor, data.agent_id);
  if (!agent.phoneNumber) throw new AppError('no_phone_number', `Agent ${agent.id} has no assigned phone number.`);
  let contact: ContactForCall | null = null;
  if (data.contact_id !== undefined && data.contact_id !== null) contact = await getContactForCallOrThrow(db, actor, data.contact_id);
  // The remaining lookups do not depend on each other; their answers are still judged in the contract's order.
  const [blocked, [account], business] = await Promise.all([
    isDoNotCall(db, actor.accountId, phoneNumber),
    db.select({ balance: accounts.walletBalanceCents, rate: accounts.perMinuteRateCents }).from(accounts).where(eq(accounts.id, actor.accountId)),
    getBusinessValues(db, actor.accountId),
  ]);
  if (blocked) throw new AppError('do_not_call', `${phoneNumber} is on the do-not-call list.`);
  const balance = Number(account.balance);
  if (balance < account.rate) {
    throw new AppError('insufficient_funds',
      `The wallet balance ($${dollars(balance).toFixed(2)}) does not cover one minute of calling ($${dollars(account.rate).toFixed(2)}).`,
      { extra: { balance: dollars(balance), required: dollars(account.rate), currency: 'USD', balance_cents: balance, required_cents: account.rate } },
    );
  }

  const { merged, overrides } = mergeCallVariables(business, contact?.values ?? {}, data.variables ?? {});
  const values = { contact: contact?.values ?? {}, business, overrides };
  const provider = providerFor(config.VOICE_PROVIDER);
  const now = new Date();
  const estimatedStart = new Date(now.getTime() + provider.estimatedStartSeconds() * 1000);

  const row = await db.transaction(async (tx) => {
    const [call] = await tx
      .insert(calls)
      .values({
        accountId: actor.accountId,
        callId: newCallId(),
        agentId: agent.id,
        createdByUserId: actor.userId,
        contactId: contact?.id ?? null,
        contactName: contact?.name ?? null,
        contactEmail: contact?.email ?? null,
        phoneNumber,
        fromNumber: agent.phoneNumber,
        variables: merged,
        instructions: renderTemplate(agent.instructions, values),
        firstMessage: renderTemplate(agent.firstMessage, values),
        provider: provider.name,
        rateCents: account.rate,
        estimatedStartAt: estimatedStart,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await enqueueJob(tx, startCallJob, { call_id: call.id }, { runAt: now });
    return call;
  });

  return {
    id: row.id,
    call_id: row.callId,
    status: 'queued',
    type: 'outbound',
    phone_number: row.phoneNumber,
    agent: { id: agent.id, name: agent.name, assistant_id: agent.assistantId },
    created_at: toIso(row.createdAt),
    estimated_start: toIso(row.estimatedStartAt),
  };
}
