import { and, asc, eq, gt, isNotNull, like, not, or, sql } from 'drizzle-orm';
import { logger } from '../logger';
import { appKeyring, needsSealing, sealSecret, SealedSecretUnreadable, tryOpenSecret, UNREADABLE_ADVICE, type Keyring } from './encryption';
import { calendarConnections, idempotencyKeys, linkedCalendars, providerCredentials, webhookSecrets } from './schema';
import type { Database } from './types';

/** What one sealed column held and what re-sealing did to it. */
export interface ResealedColumn {
  /** The table, as PostgreSQL names it. */
  table: string;
  /** What its values are, in words. */
  holds: string;
  /** Rewritten under the current key: stored before sealing, or sealed under an old key. */
  resealed: number;
  /** Left as they are: no key of the ring opens them. */
  unreadable: number;
}

export interface ResealReport {
  /** The id of the key everything is now sealed with. */
  keyId: string;
  resealed: number;
  unreadable: number;
  /** The key ids of the values left unreadable: the keys an operator must add. */
  unreadableKeyIds: string[];
  columns: ResealedColumn[];
}

/** The tables whose `secret` column holds a sealed value, each with its `id`. */
type SealedTable = typeof webhookSecrets | typeof providerCredentials | typeof calendarConnections | typeof linkedCalendars;

/** Each table with a sealed `secret` column, and what it holds. OAuth states are left out: they live ten minutes. */
const SEALED_TABLES: [string, string, SealedTable][] = [
  ['webhook_secrets', 'webhook signing secrets', webhookSecrets],
  ['provider_credentials', "the voice provider's webhook credential", providerCredentials],
  ['calendar_connections', 'linked calendar credentials', calendarConnections],
  ['linked_calendars', 'calendar push channel tokens', linkedCalendars],
];

const ROWS_PER_BATCH = 500;

/**
 * Keeps secrets at rest sealed under the current key: seals values stored before sealing existed (the webhook
 * secrets the 0006 migration moved) and re-seals values sealed under an old key (after ENCRYPTION_KEY changed, with
 * the old one in ENCRYPTION_KEYS_PREVIOUS, or the key derived from AUTH_SECRET once ENCRYPTION_KEY is set): webhook
 * signing secrets and the voice provider's credential, linked calendars' credentials and push channel tokens, and
 * the answers kept for Idempotency-Key replays. A value no key opens is left as it is and counted, never refused
 * over: the rest of the server works, and adding the missing key later opens it.
 *
 * Resumable: it reads in batches by id and rewrites each row alone, only if it still holds the value read, so an
 * interrupted run (or several processes at once) leaves every row either done or as it was, and the next run picks
 * up what is left.
 */
export async function resealStoredSecrets(db: Database, ring: Keyring = appKeyring()): Promise<ResealReport> {
  const columns: ResealedColumn[] = [];
  const keyIds = new Set<string>();
  for (const [name, holds, table] of SEALED_TABLES) columns.push({ table: name, holds, ...(await resealColumn(db, ring, table, keyIds)) });
  columns.push({ table: 'idempotency_keys', holds: 'answers kept for Idempotency-Key replays (24 hours)', ...(await sealKeptAnswers(db, ring, keyIds)) });
  return {
    keyId: ring.currentId,
    resealed: columns.reduce((n, c) => n + c.resealed, 0),
    unreadable: columns.reduce((n, c) => n + c.unreadable, 0),
    unreadableKeyIds: [...keyIds].sort(),
    columns,
  };
}

/**
 * The start-up step (after migrations): resealStoredSecrets, and one log line when some values do not open, naming
 * them and what to set. Answers how many values it rewrote.
 */
export async function sealStoredSecrets(db: Database, ring: Keyring = appKeyring()): Promise<number> {
  const report = await resealStoredSecrets(db, ring);
  if (report.unreadable > 0) logger.error(unreadableSummary(report), { unreadable: report.unreadable, key_ids: report.unreadableKeyIds });
  return report.resealed;
}

/** "3 sealed secrets (webhook signing secrets: 3) were sealed with key e80f66fa, which this process was not given: …" */
export function unreadableSummary(report: Pick<ResealReport, 'unreadable' | 'unreadableKeyIds' | 'columns'>): string {
  const which = report.columns.filter((c) => c.unreadable > 0).map((c) => `${c.holds}: ${c.unreadable}`).join(', ');
  const keys = report.unreadableKeyIds.join(', ');
  const plural = report.unreadableKeyIds.length === 1 ? 'key' : 'keys';
  return `${report.unreadable} sealed ${report.unreadable === 1 ? 'secret' : 'secrets'} (${which}) cannot be opened: sealed with ${plural} ${keys}, ` +
    `which this process was not given. Everything else works; requests that need them answer an error. To fix: ${UNREADABLE_ADVICE}.`;
}

/** Opens and re-seals one stored value; null when it does not open (its key id goes into `keyIds`). */
function resealed(value: string, ring: Keyring, keyIds: Set<string>): string | null {
  const plain = tryOpenSecret(value, ring);
  if (plain instanceof SealedSecretUnreadable) {
    keyIds.add(plain.keyId);
    return null;
  }
  return sealSecret(plain, ring);
}

async function resealColumn(db: Database, ring: Keyring, table: SealedTable, keyIds: Set<string>) {
  let resealedCount = 0;
  let unreadable = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: table.id, secret: table.secret })
      .from(table)
      .where(and(not(like(table.secret, `enc:v1:${ring.currentId}:%`)), gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(ROWS_PER_BATCH);
    for (const row of rows) {
      if (row.secret === null || !needsSealing(row.secret, ring)) continue;
      const sealed = resealed(row.secret, ring, keyIds);
      if (sealed === null) {
        unreadable += 1;
        continue;
      }
      const done = await db
        .update(table)
        .set({ secret: sealed })
        .where(and(eq(table.id, row.id), eq(table.secret, row.secret)))
        .returning({ id: table.id });
      resealedCount += done.length;
    }
    if (rows.length < ROWS_PER_BATCH) return { resealed: resealedCount, unreadable };
    after = rows[rows.length - 1].id;
  }
}

/**
 * The answers kept for Idempotency-Key replays (a webhook's create or rotate answer holds its secret): those kept in
 * plain text before answers were sealed, and those sealed under an old key, so that the old key can go. Expired
 * rows are left to the purge.
 */
async function sealKeptAnswers(db: Database, ring: Keyring, keyIds: Set<string>) {
  let resealedCount = 0;
  let unreadable = 0;
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
      .limit(ROWS_PER_BATCH);
    for (const row of rows) {
      if (row.body === null || !needsSealing(row.body, ring)) continue;
      const sealed = resealed(row.body, ring, keyIds);
      if (sealed === null) {
        unreadable += 1;
        continue;
      }
      const done = await db
        .update(idempotencyKeys)
        .set({ responseBody: sealed })
        .where(and(eq(idempotencyKeys.accountId, row.accountId), eq(idempotencyKeys.key, row.key), eq(idempotencyKeys.responseBody, row.body)))
        .returning({ key: idempotencyKeys.key });
      resealedCount += done.length;
    }
    if (rows.length < ROWS_PER_BATCH) return { resealed: resealedCount, unreadable };
    after = rows[rows.length - 1];
  }
}
