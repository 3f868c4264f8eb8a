import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { consentChangeByActor } from './changes';
import { getConsent, getConsentRowOrThrow } from './read';
import { lockOptOut, revokeAllConsents } from './revoke-all';
import { revokeConsentInput, type ConsentDto, type RevokeConsentInput } from './schema';

/**
 * POST /api/v1/consents/{id}/revoke (and the dashboard's Revoke). Withdrawing one consent is an opt-out of the
 * number: every active consent of that number goes with it and its waiting calls are canceled (revokeAllConsents),
 * in one transaction. A consent already revoked keeps its first revocation; the answer is the consent as it is.
 */
export async function revokeConsent(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: RevokeConsentInput = {},
  opts: { now?: Date } = {},
): Promise<ConsentDto> {
  const data = parseOrThrow(revokeConsentInput, input);
  const by = consentChangeByActor(actor);
  return db.transaction(async (tx) => {
    const consent = await getConsentRowOrThrow(tx, actor, id);
    await lockOptOut(tx, actor.accountId, consent.phoneNumber);
    await revokeAllConsents(tx, {
      accountId: actor.accountId,
      phoneNumber: consent.phoneNumber,
      via: data.via ?? (actor.apiKeyId === null ? 'dashboard' : 'api'),
      note: data.note ?? null,
      by,
      now: opts.now,
    });
    return getConsent(tx, actor, id);
  });
}
