import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { accountDestinationPolicy, destinationRefusal, type DestinationPolicy } from './destination-policy';

/**
 * Where a live call may be handed to a person (transfer_to_human). A transfer is a call the operator's telephony
 * dials, so its number answers to the same destination policy as a call placed directly: the account's own choice
 * and the operator's floor (premium rate, international networks, countries not granted). Checked when the number
 * is saved and again at the moment of the transfer, since the policy or the floor may have changed in between.
 */

/** Why a call cannot be transferred to `e164` under `policy`, as a sentence; null when it can. Pure. */
export function transferRefusal(e164: string, policy: DestinationPolicy): string | null {
  const refused = destinationRefusal(e164, policy);
  return refused ? `${refused.reason}, so calls cannot be transferred to it.` : null;
}

/** The account's rule read once, for several numbers: why a call cannot be transferred to each, or null. */
export async function transferRefusalsOf(db: DbOrTx, accountId: number): Promise<(e164: string) => string | null> {
  const policy = await accountDestinationPolicy(db, accountId);
  return (e164) => transferRefusal(e164, policy);
}

/** Throws destination_not_allowed (403) when the account's calls cannot be transferred to `e164`. */
export async function assertTransferDestinationAllowed(db: DbOrTx, accountId: number, e164: string): Promise<void> {
  const message = transferRefusal(e164, await accountDestinationPolicy(db, accountId));
  if (message) throw new AppError('destination_not_allowed', message, { details: [{ path: 'phone_number', message }] });
}
