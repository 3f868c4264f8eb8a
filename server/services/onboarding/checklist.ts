import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { agents, apiKeys, businessProfiles, calls, users, walletLedger, webhooks } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { trialCreditOffer, trialCreditOfferSchema } from '../wallet/trial-credit';
import { visibilitySql, visibilityValues } from '../agents/visibility';

export const getStartedStepIds = ['agent', 'credit', 'test_call', 'calling_rules', 'webhook', 'api_key'] as const;

export const getStartedSchema = z.object({
  /** Shown on the overview: not dismissed by this user, and some step still to do. */
  show: z.boolean(),
  dismissed: z.boolean(),
  steps: z.array(z.object({ id: z.enum(getStartedStepIds), done: z.boolean() })),
  /** The first agent with a phone number the user can call with (for "Test call" and the curl line). */
  agent: z.object({ id: z.number().int(), name: z.string(), phone_number: z.string() }).nullable(),
  /** Whether API calls enforce the account's calling hours by default (the calling-rules step says which). */
  enforce_calling_hours_on_api_calls: z.boolean(),
  /** The account's first completed call, to open from the checklist. */
  first_call_id: z.number().int().nullable(),
  trial_credit: trialCreditOfferSchema,
});
export type GetStarted = z.infer<typeof getStartedSchema>;

/**
 * The overview's "Get started" checklist, every step read from the account's real data: an agent with a number,
 * money in the wallet (a credit of any kind), a completed call, calling rules saved once by an owner or admin (whether
 * API calls enforce the account's hours is a choice to make, not a default to find out about), a webhook, an API key
 * of the user.
 */
export async function getStarted(db: DbOrTx, actor: Actor): Promise<GetStarted> {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, phone_number: agents.phoneNumber })
    .from(agents)
    .where(and(
      eq(agents.accountId, actor.accountId), isNotNull(agents.phoneNumber), isNull(agents.archivedAt),
      visibilitySql(visibilityValues(actor)),
    ))
    .orderBy(asc(agents.id))
    .limit(1);
  const [credit] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.accountId, actor.accountId), inArray(walletLedger.kind, ['credit', 'trial_credit'])))
    .limit(1);
  const [call] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.accountId, actor.accountId), eq(calls.status, 'completed')))
    .orderBy(asc(calls.id))
    .limit(1);
  const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.accountId, actor.accountId)).limit(1);
  const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.userId, actor.userId), isNull(apiKeys.revokedAt))).limit(1);
  const [user] = await db.select({ dismissedAt: users.getStartedDismissedAt }).from(users).where(eq(users.id, actor.userId));
  const [profile] = await db
    .select({ savedAt: businessProfiles.callingRulesSavedAt, enforce: businessProfiles.enforceCallingHoursOnApiCalls })
    .from(businessProfiles)
    .where(eq(businessProfiles.accountId, actor.accountId));

  const done: Record<(typeof getStartedStepIds)[number], boolean> = {
    agent: Boolean(agent),
    credit: Boolean(credit),
    test_call: Boolean(call),
    calling_rules: Boolean(profile?.savedAt),
    webhook: Boolean(hook),
    api_key: Boolean(key),
  };
  const dismissed = Boolean(user?.dismissedAt);
  const steps = getStartedStepIds.map((id) => ({ id, done: done[id] }));
  return {
    show: !dismissed && steps.some((s) => !s.done),
    dismissed,
    steps,
    agent: agent ? { ...agent, phone_number: agent.phone_number! } : null,
    enforce_calling_hours_on_api_calls: profile?.enforce ?? false,
    first_call_id: call?.id ?? null,
    trial_credit: await trialCreditOffer(db, actor),
  };
}

/** Hides the checklist for this user. */
export async function dismissGetStarted(db: Database, actor: Actor, now = new Date()): Promise<{ dismissed: true }> {
  await db.update(users).set({ getStartedDismissedAt: now }).where(eq(users.id, actor.userId));
  return { dismissed: true };
}
