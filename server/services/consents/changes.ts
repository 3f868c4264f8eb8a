import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { consentChanges, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * Who wrote to a consent and through which door: a user through a key (`api`) or a session (`dashboard`), a file
 * (`import`), the operator's CLI (`operator`), or the callee themselves during a call (`call`, with its public id).
 */
export interface ConsentChangeBy {
  source: 'api' | 'dashboard' | 'import' | 'operator' | 'call' | 'text' | 'crm';
  userId?: number | null;
  apiKeyId?: number | null;
  callId?: string | null;
}

/** A key's writes come from the API, a session's from the dashboard. */
export const consentChangeByActor = (actor: Actor): ConsentChangeBy => ({
  source: actor.apiKeyId === null ? 'dashboard' : 'api',
  userId: actor.userId,
  apiKeyId: actor.apiKeyId,
});

/**
 * Writes the change log lines of one write (one line per consent) in the caller's transaction, so a consent and
 * its record commit together. The user's email is copied: the line must still say who it was after they leave.
 */
export async function recordConsentChanges(
  tx: DbOrTx,
  accountId: number,
  changes: { consentId: number; phoneNumber: string; action: 'recorded' | 'revoked'; note?: string | null }[],
  by: ConsentChangeBy,
): Promise<void> {
  if (!changes.length) return;
  const userId = by.userId ?? null;
  const email = userId === null ? null : ((await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? null);
  await tx.insert(consentChanges).values(
    changes.map((c) => ({
      accountId,
      consentId: c.consentId,
      phoneNumber: c.phoneNumber,
      action: c.action,
      source: by.source,
      userId,
      userEmail: email,
      apiKeyId: by.apiKeyId ?? null,
      callId: by.callId ?? null,
      note: c.note ?? null,
    })),
  );
}
