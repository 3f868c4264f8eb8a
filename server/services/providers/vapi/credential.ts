import { randomBytes } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import { eq, sql } from 'drizzle-orm';
import { config } from '../../../config';
import { openSecret, sealSecret } from '../../../db/encryption';
import { providerCredentials, type StoredAuthPlan } from '../../../db/schema';
import type { Database, DbOrTx } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import type { VapiAuthPlan } from './auth-plan';
import { describeVapiFailure, refusalMessage, vapiClient, vapiFailureOf, type VapiFailure } from './client';

const PROVIDER = 'vapi';

/**
 * How Vapi signs what it sends to this deployment: HMAC-SHA256 of `{timestamp}.{body}`, hex, in `x-signature`
 * with the timestamp in `x-timestamp`. These are Vapi's defaults, written out so the plan the events route checks
 * is the one registered, whatever Vapi's defaults become.
 */
export const DEPLOYMENT_PLAN: StoredAuthPlan = {
  algorithm: 'sha256',
  signatureHeader: 'x-signature',
  timestampHeader: 'x-timestamp',
  includeTimestamp: true,
  payloadFormat: '{timestamp}.{body}',
  signatureEncoding: 'hex',
};

/** Where Vapi sends an assistant's, a tool's or a number's messages, and the credential it signs them with. */
export type VapiServerRef = Required<Pick<Vapi.Server, 'url' | 'credentialId'>>;

export interface DeploymentCredential {
  credentialId: string;
  plan: Vapi.HmacAuthenticationPlan;
}

// Read once per database: the credential never changes once registered (forgetDeploymentCredential drops it).
const cache = new WeakMap<object, DeploymentCredential>();

export function forgetDeploymentCredential(db: DbOrTx): void {
  cache.delete(db);
}

/**
 * Forgets the stored credential, so the next need registers a new one: for when Vapi no longer has it (deleted
 * in its dashboard, or VAPI_API_KEY now names another organization). Vapi's copy, if any, is left alone.
 */
export async function discardDeploymentCredential(db: Database): Promise<void> {
  await db.delete(providerCredentials).where(eq(providerCredentials.provider, PROVIDER));
  forgetDeploymentCredential(db);
}

/** Whether Vapi still has the credential (`GET /credential/{id}`): yes, no (404), or why it could not tell. */
export async function credentialAtVapi(credentialId: string): Promise<'found' | 'missing' | VapiFailure> {
  try {
    const res = await vapiClient().fetch(`/credential/${encodeURIComponent(credentialId)}`, { method: 'GET' }, { timeoutInSeconds: 10 });
    if (res.status === 404) return 'missing';
    if (!res.ok) return { kind: 'refused', status: res.status, message: refusalMessage(await res.json().catch(() => null)) };
    const data = (await res.json().catch(() => null)) as Partial<Vapi.WebhookCredential> | null;
    return data?.id === credentialId ? 'found' : { kind: 'bad-response', status: res.status };
  } catch (err) {
    return vapiFailureOf(err);
  }
}

/** The credential this deployment registered at Vapi, when it has one. */
export async function findDeploymentCredential(db: DbOrTx): Promise<DeploymentCredential | null> {
  const known = cache.get(db);
  if (known) return known;
  const [row] = await db.select().from(providerCredentials).where(eq(providerCredentials.provider, PROVIDER));
  if (!row) return null;
  const found = { credentialId: row.credentialId, plan: { ...row.plan, secretKey: openSecret(row.secret) } };
  cache.set(db, found);
  return found;
}

/** The authentication plan of the credential this deployment registered at Vapi, when it has one. */
export async function deploymentCredentialPlans(db: DbOrTx): Promise<VapiAuthPlan[]> {
  const found = await findDeploymentCredential(db);
  return found ? [{ type: 'hmac', plan: found.plan }] : [];
}

/**
 * The deployment's credential, registered at Vapi (`POST /credential`, a webhook credential with an HMAC plan and a
 * random secret) the first time an assistant, a tool or a number needs it. Processes that get here at once take
 * turns on a transaction lock: the first registers it and writes the row, the others then read that row, so Vapi
 * holds one credential. A refusal or no answer is `provider_unavailable` and nothing is kept.
 */
export async function ensureDeploymentCredential(db: Database): Promise<DeploymentCredential> {
  const found = await findDeploymentCredential(db);
  if (found) return found;
  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('provider_credentials'), hashtext(${PROVIDER}))`);
    const [row] = await tx.select().from(providerCredentials).where(eq(providerCredentials.provider, PROVIDER));
    if (row) return { credentialId: row.credentialId, plan: { ...row.plan, secretKey: openSecret(row.secret) } };
    const plan: Vapi.HmacAuthenticationPlan = { ...DEPLOYMENT_PLAN, secretKey: randomBytes(32).toString('base64url') };
    const credentialId = await registerAtVapi(plan);
    await tx.insert(providerCredentials).values({ provider: PROVIDER, credentialId, secret: sealSecret(plan.secretKey), plan: DEPLOYMENT_PLAN });
    logger.info('vapi credential registered', { credential_id: credentialId });
    return { credentialId, plan };
  });
  cache.set(db, made);
  return made;
}

/** A credential's name at Vapi (40 characters at most), saying which deployment it serves. */
function credentialName(): string {
  const host = config.PUBLIC_BASE_URL ? new URL(config.PUBLIC_BASE_URL).host : '';
  return `Switchboard ${host}`.trim().slice(0, 40);
}

async function registerAtVapi(plan: Vapi.HmacAuthenticationPlan): Promise<string> {
  // The SDK has no credentials client: its passthrough request sends the SDK's own DTO with its key and limits.
  const body: Vapi.CreateAssistantDtoCredentialsItem.Webhook = {
    provider: 'webhook',
    name: credentialName(),
    authenticationPlan: { type: 'hmac', ...plan },
  };
  let failure: VapiFailure | null = null;
  let credentialId: string | null = null;
  try {
    const res = await vapiClient().fetch('/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }, { maxRetries: 0 });
    const data = (await res.json().catch(() => null)) as Partial<Vapi.WebhookCredential> | null;
    if (!res.ok) failure = { kind: 'refused', status: res.status, message: refusalMessage(data) };
    else if (typeof data?.id === 'string' && data.id) credentialId = data.id;
    else failure = { kind: 'bad-response', status: res.status };
  } catch (err) {
    failure = vapiFailureOf(err);
  }
  if (credentialId) return credentialId;
  logger.warn('vapi refused the credential', { failure });
  throw new AppError(
    'provider_unavailable',
    `The voice provider could not register this server's credential (${describeVapiFailure(failure!)}); nothing was saved. Try again.`,
  );
}
