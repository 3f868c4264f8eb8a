import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { publicBaseUrl } from '../../config';
import { sealSecret } from '../../db/encryption';
import { isUniqueViolation } from '../../db/errors';
import { crmConnections, type CrmFieldMapping } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, parseInput } from '../../errors';
import type { CrmCredentials } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import { enqueueJob } from '../../outbox/jobs';
import { getCrmConnectionOrThrow, requireCrmManager } from './access';
import { sealCrmCredentials } from './credentials';
import { toCrmConnectionDto } from './dto';
import { validateFieldMap } from './field-map';
import { crmImportKind } from './job-kinds';
import {
  createCrmConnectionInput, patchCrmConnectionInput,
  type CreateCrmConnectionInput, type CreatedCrmConnectionDto, type CrmConnectionDto, type PatchCrmConnectionInput,
} from './schema';

/** How long a person has to grant access once the connection is begun. */
const STATE_TTL_MS = 10 * 60_000;

const base64url = (b: Buffer) => b.toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Where each CRM returns the person after an OAuth grant. */
export const crmCallbackUrl = (provider: string) => `${publicBaseUrl()}/api/integrations/crm/${provider}/callback`;

/**
 * POST /integrations/crm: with a token the connection is `active` and its first import queued in the same
 * transaction; without one, `pending_authorization` and the address where the person grants access (a single-use
 * state, only its hash kept, and a sealed PKCE verifier). One connection per CRM per account.
 */
export async function createCrmConnection(db: Database, actor: Actor, input: CreateCrmConnectionInput, opts: { now?: Date } = {}): Promise<CreatedCrmConnectionDto> {
  requireCrmManager(actor);
  const data = parseInput(createCrmConnectionInput, input);
  const now = opts.now ?? new Date();
  const driver = crmProviderFor(data.provider);
  const locationId = data.provider === 'gohighlevel' ? data.gohighlevel?.location_id : undefined;
  if (data.provider === 'gohighlevel' && !locationId) throw new AppError('missing_parameter', 'gohighlevel { location_id } is required with provider gohighlevel.');
  const token = data.provider === 'gohighlevel' ? data.gohighlevel?.token : data.hubspot?.token;
  if (!token && !driver.oauth?.configured()) {
    throw new AppError('crm_provider_not_configured', `This server has no OAuth client for ${data.provider}: connect it with a token (docs/crm.md).`);
  }
  const base = {
    accountId: actor.accountId, provider: data.provider, locationId: locationId ?? null,
    portalId: data.provider === 'hubspot' ? data.hubspot?.portal_id ?? null : null, fieldMap: driver.defaultFieldMap,
  };
  try {
    return await db.transaction(async (tx) => {
      if (token) {
        const credentials: CrmCredentials = { kind: 'token', token, ...(locationId && { locationId }) };
        const [row] = await tx.insert(crmConnections).values({ ...base, status: 'active', secret: sealCrmCredentials(credentials) }).returning();
        await enqueueJob(tx, crmImportKind, { connection_id: row.id }, { runAt: now });
        return toCrmConnectionDto(row);
      }
      const state = base64url(randomBytes(32));
      const verifier = base64url(randomBytes(48));
      const authorizationUrl = driver.oauth!.authorizationUrl({ state, codeChallenge: base64url(sha256(verifier)), redirectUri: crmCallbackUrl(data.provider) });
      const [row] = await tx.insert(crmConnections).values({
        ...base, status: 'pending_authorization', oauthStateHash: sha256(state).toString('hex'), oauthVerifier: sealSecret(verifier),
        oauthExpiresAt: new Date(now.getTime() + STATE_TTL_MS),
      }).returning();
      return { ...toCrmConnectionDto(row), authorization_url: authorizationUrl };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('crm_connection_exists', `The account is already connected to ${data.provider}: change or delete that connection.`);
    throw err;
  }
}

export async function listCrmConnections(db: DbOrTx, actor: Actor): Promise<{ connections: CrmConnectionDto[] }> {
  requireCrmManager(actor);
  const rows = await db.select().from(crmConnections).where(eq(crmConnections.accountId, actor.accountId)).orderBy(asc(crmConnections.id));
  return { connections: rows.map(toCrmConnectionDto) };
}

export async function getCrmConnection(db: DbOrTx, actor: Actor, id: number): Promise<CrmConnectionDto> {
  requireCrmManager(actor);
  return toCrmConnectionDto(await getCrmConnectionOrThrow(db, actor.accountId, id));
}

/** PATCH /integrations/crm/{id}: the field map (checked against the contact fields and variables) and the direction. */
export async function patchCrmConnection(db: Database, actor: Actor, id: number, input: PatchCrmConnectionInput, opts: { now?: Date } = {}): Promise<CrmConnectionDto> {
  requireCrmManager(actor);
  const data = parseInput(patchCrmConnectionInput, input);
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await getCrmConnectionOrThrow(tx, actor.accountId, id, { forUpdate: true });
    const fieldMap: CrmFieldMapping[] | undefined = data.field_map?.map((m) => ({ crm_field: m.crm_field, contact_field: m.contact_field }));
    if (fieldMap) await validateFieldMap(tx, actor.accountId, crmProviderFor(row.provider), fieldMap);
    const [after] = await tx.update(crmConnections).set({
      ...(fieldMap && { fieldMap }), ...(data.direction && { direction: data.direction }), updatedAt: now,
    }).where(and(eq(crmConnections.id, row.id), eq(crmConnections.accountId, actor.accountId))).returning();
    return toCrmConnectionDto(after);
  });
}

/** DELETE /integrations/crm/{id}: forgets the connection and its credentials; contacts keep their CRM ids. */
export async function deleteCrmConnection(db: DbOrTx, actor: Actor, id: number): Promise<{ id: number; deleted: true; message: string }> {
  requireCrmManager(actor);
  const row = await getCrmConnectionOrThrow(db, actor.accountId, id);
  await db.delete(crmConnections).where(eq(crmConnections.id, row.id));
  return { id: row.id, deleted: true, message: 'CRM connection deleted.' };
}

/** POST /integrations/crm/{id}/sync: an import pass from the start, queued now (contacts already here are matched, not doubled). */
export async function syncCrmConnection(db: Database, actor: Actor, id: number, opts: { now?: Date } = {}) {
  requireCrmManager(actor);
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await getCrmConnectionOrThrow(tx, actor.accountId, id, { forUpdate: true });
    if (row.status === 'pending_authorization' || row.status === 'needs_reauth') {
      throw new AppError('crm_connection_not_active', `The connection is ${row.status}: ${row.status === 'needs_reauth' ? 'connect it again' : 'finish the authorization'} first.`);
    }
    await tx.update(crmConnections).set({ importCursor: null, updatedAt: now }).where(eq(crmConnections.id, row.id));
    await enqueueJob(tx, crmImportKind, { connection_id: row.id }, { runAt: now });
    return { id: row.id, status: row.status, message: 'Sync queued.' };
  });
}
