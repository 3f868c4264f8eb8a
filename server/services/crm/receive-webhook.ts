import { and, eq, inArray, or } from 'drizzle-orm';
import { crmConnections, crmWebhookReceipts, type CrmProviderKey } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { logger } from '../../logger';
import { CrmWebhookRefusedError, type CrmWebhookBatch, type CrmWebhookRequest } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import { applyCrmContact, bumpCounts, contactVariableTypes, unlinkCrmContact } from './apply-contact';
import { freshCrmCredentials } from './credentials';
import type { CrmConnectionRow } from './dto';

/**
 * POST /api/integrations/{gohighlevel|hubspot}/webhooks: the driver checks the signature and the age, the
 * webhook's ids are recorded (a repeated one is refused), and each contact change is applied to the connection of
 * the CRM account it names, a do-not-disturb reaching the do-not-call list in the same transaction. Anything
 * refused writes nothing (401 invalid_crm_webhook).
 */
export async function receiveCrmWebhook(db: Database, provider: CrmProviderKey, req: Omit<CrmWebhookRequest, 'now'> & { now?: Date }): Promise<{ applied: number }> {
  const now = req.now ?? new Date();
  const driver = crmProviderFor(provider);
  let batch: CrmWebhookBatch;
  try {
    batch = driver.readWebhook({ ...req, now });
  } catch (err) {
    if (err instanceof CrmWebhookRefusedError) throw new AppError('invalid_crm_webhook', err.message);
    throw err;
  }
  // HubSpot names a contact without its state: it is read before the transaction, so no request is held open in it.
  const scopes = [...new Set(batch.events.map((e) => e.scope))];
  const connections = scopes.length
    ? await db.select().from(crmConnections).where(and(eq(crmConnections.provider, provider),
      or(inArray(crmConnections.locationId, scopes), inArray(crmConnections.portalId, scopes))))
    : [];
  const usable = connections.filter((c) => c.status !== 'pending_authorization' && c.direction !== 'to_crm');
  const byScope = new Map<string, CrmConnectionRow[]>();
  for (const c of usable) {
    const scope = (provider === 'gohighlevel' ? c.locationId : c.portalId)!;
    byScope.set(scope, [...(byScope.get(scope) ?? []), c]);
  }
  const fetched = new Map<string, Awaited<ReturnType<typeof driver.getContact>>>();
  for (const e of batch.events) {
    if (e.kind !== 'changed') continue;
    for (const c of byScope.get(e.scope) ?? []) {
      const key = `${c.id}:${e.externalId}`;
      if (fetched.has(key)) continue;
      try {
        fetched.set(key, await driver.getContact(await freshCrmCredentials(db, c, now), e.externalId));
      } catch (err) {
        logger.warn('CRM contact not read for a webhook', { connection_id: c.id, error: err instanceof Error ? err.message : String(err) });
        await bumpCounts(db, c.id, { failed: 1 });
      }
    }
  }
  return db.transaction(async (tx) => {
    if (batch.webhookIds.length) {
      const fresh = await tx.insert(crmWebhookReceipts).values(batch.webhookIds.map((webhookId) => ({ provider, webhookId, receivedAt: now })))
        .onConflictDoNothing().returning({ id: crmWebhookReceipts.webhookId });
      if (fresh.length < batch.webhookIds.length) throw new AppError('invalid_crm_webhook', 'This webhook was already received (a repeated webhookId).');
    }
    let applied = 0;
    for (const e of batch.events) {
      for (const c of byScope.get(e.scope) ?? []) {
        if (e.kind === 'deleted') {
          await unlinkCrmContact(tx, c, e.externalId);
          applied += 1;
          continue;
        }
        const contact = e.kind === 'upsert' ? e.contact : fetched.get(`${c.id}:${e.externalId}`);
        if (!contact) continue;
        const types = await contactVariableTypes(tx, c.accountId);
        const result = await applyCrmContact(tx, c, contact, types, now);
        await bumpCounts(tx, c.id, { imported: result === 'imported' ? 1 : 0, updated: result === 'updated' ? 1 : 0 });
        applied += 1;
      }
    }
    return { applied };
  });
}
