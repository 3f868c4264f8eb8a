import { asc, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { config } from '../../config';
import { accounts, webhooks } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, notFound, parseOrThrow, validationError } from '../../errors';
import { toIso } from '../../lib/time';
import { getWebhookOrThrow, requireWebhookManager } from './access';
import { pagedSelect } from '../../lib/pagination';
import { toWebhookDto } from './dto';
import {
  createWebhookInput, listWebhooksQuery, updateWebhookInput,
  type CreatedWebhook, type CreateWebhookInput, type ListWebhooksQuery, type RotatedSecret,
  type UpdateWebhookInput, type WebhookDto, type WebhookList,
} from './schema';
import { addCurrentSecret, rotateSecret, secretSummaries } from './secrets';
import { checkWebhookUrl, refusalMessage, UrlRuleError } from './url-guard';

export { PREVIOUS_SECRET_TTL_MS } from './secrets';

async function checkUrlOrThrow(url: string): Promise<void> {
  try {
    await checkWebhookUrl(url);
  } catch (err) {
    if (err instanceof UrlRuleError) throw validationError([{ path: 'url', message: refusalMessage(err) }]);
    throw err;
  }
}

/** GET /api/v1/webhooks: the account's webhooks, oldest first, paged. */
export async function listWebhooks(db: Database, actor: Actor, query: ListWebhooksQuery = {}): Promise<WebhookList> {
  requireWebhookManager(actor);
  const { page, limit } = parseOrThrow(listWebhooksQuery, query);
  const scope = eq(webhooks.accountId, actor.accountId);
  return pagedSelect({
    key: 'webhooks',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(webhooks).where(scope))[0].n,
    rows: async (limit, offset) => {
      const rows = await db.select().from(webhooks).where(scope).orderBy(asc(webhooks.id)).limit(limit).offset(offset);
      const secrets = await secretSummaries(db, rows.map((w) => w.id));
      return rows.map((w) => toWebhookDto(w, secrets.get(w.id)));
    },
  });
}

export async function getWebhook(db: Database, actor: Actor, id: string | number): Promise<WebhookDto> {
  requireWebhookManager(actor);
  const row = await getWebhookOrThrow(db, actor, id);
  return toWebhookDto(row, (await secretSummaries(db, [row.id])).get(row.id));
}

/**
 * Creates a webhook; its secret is answered here and never again (until a rotation). An account has at most
 * MAX_WEBHOOKS_PER_ACCOUNT webhooks (each event fans out to all of them).
 */
export async function createWebhook(db: Database, actor: Actor, input: CreateWebhookInput): Promise<CreatedWebhook> {
  requireWebhookManager(actor);
  const data = parseOrThrow(createWebhookInput, input);
  await checkUrlOrThrow(data.url);
  const { row, secret } = await db.transaction(async (tx) => {
    // The account row's lock serialises concurrent creates, so the count below cannot be raced past.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.accountId, actor.accountId));
    const max = config.MAX_WEBHOOKS_PER_ACCOUNT;
    if (n >= max) throw new AppError('webhook_limit_reached', `An account may have at most ${max} webhooks; delete one first.`);
    const [row] = await tx
      .insert(webhooks)
      .values({
        accountId: actor.accountId,
        createdByUserId: actor.userId,
        name: data.name,
        url: data.url,
        subscribedEvents: data.subscribed_events,
        isActive: data.is_active,
      })
      .returning();
    return { row, secret: await addCurrentSecret(tx, row.id) };
  });
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    subscribed_events: row.subscribedEvents,
    is_active: row.isActive,
    secret,
    created_at: toIso(row.createdAt),
    message: 'Webhook created. Store the secret now: it is not shown again.',
  };
}

/** PATCH: changes only the fields sent. */
export async function updateWebhook(db: Database, actor: Actor, id: string | number, input: UpdateWebhookInput): Promise<WebhookDto> {
  requireWebhookManager(actor);
  const data = parseOrThrow(updateWebhookInput, input);
  const current = await getWebhookOrThrow(db, actor, id);
  if (data.url !== undefined && data.url !== current.url) await checkUrlOrThrow(data.url);
  const [row] = await db
    .update(webhooks)
    .set({
      ...(data.name !== undefined && { name: data.name }),
      ...(data.url !== undefined && { url: data.url }),
      ...(data.subscribed_events !== undefined && { subscribedEvents: data.subscribed_events }),
      ...(data.is_active !== undefined && { isActive: data.is_active }),
      updatedAt: sql`now()`,
    })
    .where(eq(webhooks.id, current.id))
    .returning();
  if (!row) throw notFound('Webhook');
  return toWebhookDto(row, (await secretSummaries(db, [row.id])).get(row.id));
}

/** Deletes a webhook and its delivery log; deliveries still pending are dropped with it. */
export async function deleteWebhook(db: Database, actor: Actor, id: string | number): Promise<{ message: string }> {
  requireWebhookManager(actor);
  const current = await getWebhookOrThrow(db, actor, id);
  await db.delete(webhooks).where(eq(webhooks.id, current.id));
  return { message: `Webhook ${current.id} deleted.` };
}

/**
 * Issues a new secret. The secret it replaces keeps signing beside the new one for 24 hours, so receivers
 * can switch without rejecting deliveries; a second rotation within that time keeps the first one's promise
 * (every rotated-out secret signs until its own expiry), up to five signing secrets at once.
 */
export async function rotateWebhookSecret(db: Database, actor: Actor, id: string | number, now = new Date()): Promise<RotatedSecret> {
  requireWebhookManager(actor);
  return db.transaction(async (tx) => {
    const current = await getWebhookOrThrow(tx, actor, id, { forUpdate: true });
    const { secret, previousExpiresAt } = await rotateSecret(tx, current.id, now);
    await tx.update(webhooks).set({ updatedAt: sql`now()` }).where(eq(webhooks.id, current.id));
    return {
      id: current.id,
      secret,
      previous_secret_expires_at: toIso(previousExpiresAt),
      message: 'Secret rotated. The previous secret keeps signing deliveries beside the new one until previous_secret_expires_at.',
    };
  });
}

// The delivery log, redelivery and the test event, for callers that import the whole domain from here.
export { getDelivery, listDeliveries, listFailedDeliveries, redeliver, sendTestDelivery } from './deliveries';
