import { asc, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { webhooks } from '../../db/schema';
import type { Database } from '../../db/types';
import { notFound, parseOrThrow, validationError } from '../../errors';
import { toIso } from '../../lib/time';
import { getWebhookOrThrow, requireWebhookManager } from './access';
import { pagedSelect } from '../../lib/pagination';
import { toWebhookDto } from './dto';
import {
  createWebhookInput, listWebhooksQuery, updateWebhookInput,
  type CreatedWebhook, type CreateWebhookInput, type ListWebhooksQuery, type RotatedSecret,
  type UpdateWebhookInput, type WebhookDto, type WebhookList,
} from './schema';
import { generateSecret } from './signing';
import { checkWebhookUrl, UrlRuleError } from './url-guard';

/** How long a rotated-out secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_TTL_MS = 24 * 60 * 60 * 1000;

async function checkUrlOrThrow(url: string): Promise<void> {
  try {
    await checkWebhookUrl(url);
  } catch (err) {
    if (err instanceof UrlRuleError) throw validationError([{ path: 'url', message: err.message }]);
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
      const now = new Date();
      return rows.map((w) => toWebhookDto(w, now));
    },
  });
}

export async function getWebhook(db: Database, actor: Actor, id: string | number): Promise<WebhookDto> {
  requireWebhookManager(actor);
  return toWebhookDto(await getWebhookOrThrow(db, actor, id));
}

/** Creates a webhook; its secret is answered here and never again (until a rotation). */
export async function createWebhook(db: Database, actor: Actor, input: CreateWebhookInput): Promise<CreatedWebhook> {
  requireWebhookManager(actor);
  const data = parseOrThrow(createWebhookInput, input);
  await checkUrlOrThrow(data.url);
  const [row] = await db
    .insert(webhooks)
    .values({
      accountId: actor.accountId,
      createdByUserId: actor.userId,
      name: data.name,
      url: data.url,
      subscribedEvents: data.subscribed_events,
      isActive: data.is_active,
      secret: generateSecret(),
    })
    .returning();
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    subscribed_events: row.subscribedEvents,
    is_active: row.isActive,
    secret: row.secret,
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
  return toWebhookDto(row);
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
 * can switch without rejecting deliveries; a second rotation within that time retires the older one.
 */
export async function rotateWebhookSecret(db: Database, actor: Actor, id: string | number, now = new Date()): Promise<RotatedSecret> {
  requireWebhookManager(actor);
  return db.transaction(async (tx) => {
    const current = await getWebhookOrThrow(tx, actor, id, { forUpdate: true });
    const expires = new Date(now.getTime() + PREVIOUS_SECRET_TTL_MS);
    const secret = generateSecret();
    await tx
      .update(webhooks)
      .set({ secret, previousSecret: current.secret, previousSecretExpiresAt: expires, updatedAt: sql`now()` })
      .where(eq(webhooks.id, current.id));
    return {
      id: current.id,
      secret,
      previous_secret_expires_at: toIso(expires),
      message: 'Secret rotated. The previous secret keeps signing deliveries beside the new one until previous_secret_expires_at.',
    };
  });
}

// The delivery log, redelivery and the test event, for callers that import the whole domain from here.
export { getDelivery, listDeliveries, listFailedDeliveries, redeliver, sendTestDelivery } from './deliveries';
