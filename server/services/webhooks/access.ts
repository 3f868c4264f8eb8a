import { and, eq } from 'drizzle-orm';
import { asRowId, isUuid } from '../../lib/ids';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { webhooks } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound } from '../../errors';

export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * Webhooks belong to the whole account and receive the events of every team, so only the account's owners
 * and admins manage them or read their delivery log (a member would otherwise see records of teams they
 * cannot access).
 */
export function requireWebhookManager(actor: Actor): void {
  if (!isAccountAdmin(actor)) {
    throw new AppError('permission_denied', 'Webhooks are managed by the account owners and admins.');
  }
}

/** A path id: a positive integer, else the resource does not exist. */
export function parseWebhookId(ref: string | number): number {
  const id = asRowId(ref);
  if (id === null) throw notFound('Webhook');
  return id;
}

export function parseDeliveryId(ref: string): string {
  if (!isUuid(ref)) throw notFound('Delivery');
  return ref.toLowerCase();
}

/** The actor's account's webhook, or 404 `not_found` (another account's id leaks nothing). */
export async function getWebhookOrThrow(db: DbOrTx, actor: Actor, ref: string | number, opts: { forUpdate?: boolean } = {}): Promise<WebhookRow> {
  const id = parseWebhookId(ref);
  const query = db.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.accountId, actor.accountId)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Webhook');
  return row;
}
