import { and, asc, eq, gt, isNotNull, not, like, or, sql } from 'drizzle-orm';
import { appKeyring, needsSealing, openSecret, sealSecret, type Keyring } from './encryption';
import { calendarConnections, idempotencyKeys, linkedCalendars, providerCredentials, webhookSecrets } from './schema';
import type { Database } from './types';

/**
 * The start-up step that keeps secrets at rest sealed under the current key: it seals values stored before
 * sealing existed (the webhook secrets the 0006 migration moved) and re-seals values sealed under an earlier
 * key (after ENCRYPTION_KEY changed, with the old one in ENCRYPTION_KEYS_PREVIOUS): webhook signing secrets and
 * the voice provider's credential, linked calendars' credentials and push channel tokens, and the answers kept for
 * Idempotency-Key replays. Idempotent and safe to run from several processes at once: each row is
 * rewritten only if it still holds the value read.
 * Answers how many values it rewrote.
 */
export async function sealStoredSecrets(db: Database, ring: Keyring = appKeyring()): Promise<number> {
  let rewritten = 0;
  // OAuth states are left out: they live ten minutes, and the previous keys still open them.
  for (const table of [webhookSecrets, providerCredentials, calendarConnections, linkedCalendars]) rewritten += await resealColumn(db, ring, table);
  return rewritten + await sealKeptAnswers(db, ring);
}

const ANSWERS_PER_BATCH = 500;

/**
 * The answers kept for Idempotency-Key replays (a webhook's create or rotate answer holds its secret): those kept in
 * plain text before answers were sealed, and those sealed under an earlier key, so that the earlier key can go.
 * Expired rows are left to the purge. An answer no key of the ring opens is left as it is: it is a 24-hour copy,
 * not worth refusing to start over.
 */
async function sealKeptAnswers(db: Database, ring: Keyring): Promise<number> {
  let rewritten = 0;
  let after: { accountId: number; key: string } | null = null;
  for (;;) {
    const rows = await db
      .select({ accountId: idempotencyKeys.accountId, key: idempotencyKeys.key, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(
        isNotNull(idempotencyKeys.responseBody),
        not(like(idempotencyKeys.responseBody, `enc:v1:${ring.currentId}:%`)),
        gt(idempotencyKeys.expiresAt, sql`now()`),
        after ? or(gt(idempotencyKeys.accountId, after.accountId), and(eq(idempotencyKeys.accountId, after.accountId), gt(idempotencyKeys.key, after.key))) : undefined,
      ))
      .orderBy(asc(idempotencyKeys.accountId), asc(idempotencyKeys.key))
      .limit(ANSWERS_PER_BATCH);
    for (const row of rows) {
      if (row.body === null || !needsSealing(row.body, ring)) continue;
      let plain: string;
      try {
        plain = openSecret(row.body, ring);
      } catch {
        continue;
      }
      const done = await db
        .update(idempotencyKeys)
        .set({ responseBody: sealSecret(plain, ring) })
        .where(and(eq(idempotencyKeys.accountId, row.accountId), eq(idempotencyKeys.key, row.key), eq(idempotencyKeys.responseBody, row.body)))
        .returning({ key: idempotencyKeys.key });
      rewritten += done.length;
    }
    if (rows.length < ANSWERS_PER_BATCH) return rewritten;
    after = rows[rows.length - 1];
  }
}

/** The tables whose `secret` column holds a sealed value, each with its `id`. */
type SealedTable = typeof webhookSecrets | typeof providerCredentials | typeof calendarConnections | typeof linkedCalendars;

async function resealColumn(db: Database, ring: Keyring, table: SealedTable): Promise<number> {
  const rows = await db
    .select({ id: table.id, secret: table.secret })
    .from(table)
    .where(not(like(table.secret, `enc:v1:${ring.currentId}:%`)));
  let rewritten = 0;
  for (const row of rows) {
    if (row.secret === null || !needsSealing(row.secret, ring)) continue;
    const sealed = sealSecret(openSecret(row.secret, ring), ring);
    const done = await db
      .update(table)
      .set({ secret: sealed })
      .where(and(eq(table.id, row.id), eq(table.secret, row.secret)))
      .returning({ id: table.id });
    rewritten += done.length;
  }
  return rewritten;
}
