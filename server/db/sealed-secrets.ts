import { and, eq, not, like } from 'drizzle-orm';
import { appKeyring, needsSealing, openSecret, sealSecret, type Keyring } from './encryption';
import { providerCredentials, webhookSecrets } from './schema';
import type { Database } from './types';

/**
 * The start-up step that keeps secrets at rest sealed under the current key: it seals values stored before
 * sealing existed (the webhook secrets the 0006 migration moved) and re-seals values sealed under an earlier
 * key (after ENCRYPTION_KEY changed, with the old one in ENCRYPTION_KEYS_PREVIOUS): webhook signing secrets and
 * the voice provider's credential. Idempotent and safe to run from several processes at once: each row is
 * rewritten only if it still holds the value read.
 * Answers how many values it rewrote.
 */
export async function sealStoredSecrets(db: Database, ring: Keyring = appKeyring()): Promise<number> {
  return (await resealColumn(db, ring, webhookSecrets)) + (await resealColumn(db, ring, providerCredentials));
}

/** The tables whose `secret` column holds a sealed value, each with its `id`. */
type SealedTable = typeof webhookSecrets | typeof providerCredentials;

async function resealColumn(db: Database, ring: Keyring, table: SealedTable): Promise<number> {
  const rows = await db
    .select({ id: table.id, secret: table.secret })
    .from(table)
    .where(not(like(table.secret, `enc:v1:${ring.currentId}:%`)));
  let rewritten = 0;
  for (const row of rows) {
    if (!needsSealing(row.secret, ring)) continue;
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
