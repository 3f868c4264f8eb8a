import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { consents } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { ActiveConsent } from './consent-coverage';

const CHUNK = 500;

/**
 * The active consents of many numbers of one account at a moment, by number: the same test as activeConsentsSql (not
 * revoked, captured at or before `at`, not expired at it), read a chunk of numbers at a time over the partial index
 * consents_account_number_idx. A campaign's audience resolution and its pre-flight read them this way; a number
 * without any is absent from the map.
 */
export async function activeConsentsOfNumbers(db: DbOrTx, accountId: number, numbers: string[], at: Date): Promise<Map<string, ActiveConsent[]>> {
  const out = new Map<string, ActiveConsent[]>();
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const rows = await db
      .select({ id: consents.id, phoneNumber: consents.phoneNumber, kind: consents.kind, scope: consents.scope, capturedAt: consents.capturedAt })
      .from(consents)
      .where(and(
        eq(consents.accountId, accountId),
        inArray(consents.phoneNumber, numbers.slice(i, i + CHUNK)),
        isNull(consents.revokedAt),
        lte(consents.capturedAt, at),
        or(isNull(consents.expiresAt), gt(consents.expiresAt, at)),
      ));
    for (const r of rows) {
      const list = out.get(r.phoneNumber) ?? [];
      list.push({ id: r.id, kind: r.kind, scope: r.scope, capturedAt: r.capturedAt });
      out.set(r.phoneNumber, list);
    }
  }
  return out;
}
