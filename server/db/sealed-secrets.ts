import { and, eq, not, like } from 'drizzle-orm';
import { appKeyring, needsSealing, openSecret, sealSecret, type Keyring } from './encryption';
import { webhookSecrets } from './schema';
import type { Database } from './types';

/**
 * The start-up step that keeps secrets at rest sealed under the current key: it seals values stored before
 * sealing existed (the webhook secrets the 0006 migration moved) and re-seals values sealed under an earlier
 * key (after ENCRYPTION_KEY changed, with the old one in ENCRYPTION_KEYS_PREVIOUS). Idempotent and safe to run
 * from several processes at once: each row is rewritten only if it still holds the value read.
 * Answers how many values it rewrote.
 */
export async function sealStoredSecrets(db: Database, ring: Keyring = appKeyring()): Promise<number> {
  const rows = await db
    .select({ id: webhookSecrets.id, secret: webhookSecrets.secret })
    .from(webhookSecrets)
    .where(not(like(webhookSecrets.secret, `enc:v1:${ring.currentId}:%`)));
  let rewritten = 0;
  for (const row of rows) {
    if (!needsSealing(row.secret, ring)) continue;
    const sealed = sealSecret(openSecret(row.secret, ring), ring);
    const done = await db
      .update(webhookSecrets)
      .set({ secret: sealed })
      .where(and(eq(webhookSecrets.id, row.id), eq(webhookSecrets.secret, row.secret)))
      .returning({ id: webhookSecrets.id });
    rewritten += done.length;
  }
  return rewritten;
}
