import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { openSecret, sealSecret } from '../../db/encryption';
import { webhookSecrets } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../errors';
import { generateSecret, secretDisplayPrefix } from './signing';

/**
 * A webhook's signing secrets: the current one (no expiry) and those rotated out, each signing until its own
 * expiry. Stored sealed (AES-256-GCM); opened only to sign a delivery.
 */

/** How long a rotated-out secret keeps signing beside the newer ones. */
export const PREVIOUS_SECRET_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * At most this many secrets sign at once (the current one and four rotated out): each one adds a signature to
 * every delivery's headers, so rotating without bound would grow them past what receivers accept.
 */
export const MAX_SIGNING_SECRETS = 5;

const live = (now: Date) => or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, now));

/** Stores a new current secret for a webhook (which has none) and answers it, in plain text, once. */
export async function addCurrentSecret(db: DbOrTx, webhookId: number): Promise<string> {
  const secret = generateSecret();
  await db.insert(webhookSecrets).values({ webhookId, secret: sealSecret(secret), prefix: secretDisplayPrefix(secret) });
  return secret;
}

export interface SecretSummary {
  /** The current secret's first characters. */
  prefix: string;
  /** When the last rotated-out secret stops signing, or null when only the current one signs. */
  previousExpiresAt: Date | null;
}

/** What the webhook answers show of their secrets, for several webhooks in one query. */
export async function secretSummaries(db: DbOrTx, webhookIds: number[], now = new Date()): Promise<Map<number, SecretSummary>> {
  const out = new Map<number, SecretSummary>();
  if (webhookIds.length === 0) return out;
  const rows = await db
    .select({ webhookId: webhookSecrets.webhookId, prefix: webhookSecrets.prefix, expiresAt: webhookSecrets.expiresAt })
    .from(webhookSecrets)
    .where(and(inArray(webhookSecrets.webhookId, webhookIds), live(now)))
    .orderBy(asc(webhookSecrets.id));
  for (const r of rows) {
    const s = out.get(r.webhookId) ?? { prefix: '', previousExpiresAt: null };
    if (r.expiresAt === null) s.prefix = r.prefix;
    else if (!s.previousExpiresAt || r.expiresAt > s.previousExpiresAt) s.previousExpiresAt = r.expiresAt;
    out.set(r.webhookId, s);
  }
  return out;
}

/**
 * Rotation, inside the caller's transaction (which holds the webhook's row lock): the current secret gets
 * an expiry and keeps signing until then, secrets already expired are deleted, and a new current one is
 * stored. Secrets rotated out earlier keep their own expiries.
 */
export async function rotateSecret(tx: Tx, webhookId: number, now: Date): Promise<{ secret: string; previousExpiresAt: Date }> {
  await tx.delete(webhookSecrets).where(and(eq(webhookSecrets.webhookId, webhookId), lte(webhookSecrets.expiresAt, now)));
  const signing = await tx.select({ id: webhookSecrets.id }).from(webhookSecrets).where(eq(webhookSecrets.webhookId, webhookId));
  if (signing.length >= MAX_SIGNING_SECRETS) {
    throw new AppError(
      'secret_limit_reached',
      `${MAX_SIGNING_SECRETS} secrets already sign this webhook's deliveries; rotate again once the oldest expires (see previous_secret_expires_at).`,
    );
  }
  const previousExpiresAt = new Date(now.getTime() + PREVIOUS_SECRET_TTL_MS);
  await tx
    .update(webhookSecrets)
    .set({ expiresAt: previousExpiresAt })
    .where(and(eq(webhookSecrets.webhookId, webhookId), isNull(webhookSecrets.expiresAt)));
  const secret = await addCurrentSecret(tx, webhookId);
  return { secret, previousExpiresAt };
}

/**
 * The sealed secrets that sign a webhook's deliveries at `now`, newest first, as one JSON column of a claim
 * query (`webhookId` is the claim's webhook id column).
 */
export function signingSecretsSql(webhookId: SQL, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(select coalesce(json_agg(json_build_object('secret', s.secret, 'expires_at', s.expires_at) order by s.id desc), '[]'::json)
    from webhook_secrets s where s.webhook_id = ${webhookId} and (s.expires_at is null or s.expires_at > ${at}))`;
}

export interface SigningSecret {
  secret: string;
  expiresAt: Date | null;
}

/** Opens the claim query's JSON column (text on some drivers, parsed on others). */
export function openSigningSecrets(value: unknown): SigningSecret[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value ?? []) as { secret: string; expires_at: string | null }[];
  return list.map((s) => ({ secret: openSecret(s.secret), expiresAt: s.expires_at ? new Date(s.expires_at) : null }));
}

/** The secrets that sign at `now`, newest first (a claim may be attempted a little after it was read). */
export const signingSecrets = (secrets: SigningSecret[], now: Date): string[] =>
  secrets.filter((s) => !s.expiresAt || s.expiresAt.getTime() > now.getTime()).map((s) => s.secret);
