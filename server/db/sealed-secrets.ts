import { and, eq, not, like } from 'drizzle-orm';
import { appKeyring, needsSealing, openSecret, sealSecret, type Keyring } from './encryption';
import { calendarConnections, linkedCalendars, providerCredentials, webhookSecrets } from './schema';
import type { Database } from './types';

/**
 * The start-up step that keeps secrets at rest sealed under the current key: it seals values stored before
 * sealing existed (the webhook secrets the 0006 migration moved) and re-seals values sealed under an earlier
 * key (after ENCRYPTION_KEY changed, with the old one in ENCRYPTION_KEYS_PREVIOUS): webhook signing secrets and
 * the voice provider's credential, linked calendars' credentials and push channel tokens. Idempotent and safe to run from several processes at once: each row is
 * rewritten only if it still holds the value read.
 * Answers how many values it rewrote.
 */
export async function sealStoredSecrets(db: Database, ring: Keyring = appKeyring()): Promise<number> {
  let rewritten = 0;
  // OAuth states are left out: they live ten minutes, and the previous keys still open them.
  for (const table of [webhookSecrets, providerCredentials, calendarConnections, linkedCalendars]) rewritten += await resealColumn(db, ring, table);
  return rewritten;
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
