import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { consents, type ConsentKind, type ConsentScope } from '../db/schema';

// Consents as the consents service stores them, written directly so that tests of the dial and the campaigns can
// give callees the consent their calls require (or take it back) without the consents door.

export interface ConsentFixture {
  kind?: ConsentKind;
  scope?: ConsentScope;
  /** Default: a year before now. */
  capturedAt?: Date;
  expiresAt?: Date | null;
}

/** Records a consent for each number (default: express written, marketing, captured a year ago); answers their ids. */
export async function grantConsent(accountId: number, numbers: string[], opts: ConsentFixture = {}): Promise<number[]> {
  if (!numbers.length) return [];
  const db = await getDb();
  const capturedAt = opts.capturedAt ?? new Date(Date.now() - 365 * 86_400_000);
  const rows = await db
    .insert(consents)
    .values(numbers.map((phoneNumber) => ({
      accountId, phoneNumber, kind: opts.kind ?? 'express_written', scope: opts.scope ?? 'marketing',
      source: { type: 'web_form' as const, text: 'I agree to receive calls, including by an artificial voice.' },
      seller: 'Test Co', capturedAt, expiresAt: opts.expiresAt ?? null,
    })))
    .returning({ id: consents.id });
  return rows.map((r) => r.id);
}

/** Revokes every active consent of a number in the account, as the revoke door would (revoked_at and via set once). */
export async function revokeConsents(accountId: number, phoneNumber: string, at = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(consents)
    .set({ revokedAt: at, revokedVia: 'api' })
    .where(and(eq(consents.accountId, accountId), eq(consents.phoneNumber, phoneNumber), isNull(consents.revokedAt)));
}
