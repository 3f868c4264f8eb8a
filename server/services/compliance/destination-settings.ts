import { eq } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { accountDestinationPolicy, defaultBlockedNumberTypes, numberTypes } from './destination-policy';
import { destinationPolicyPatch, type DestinationPolicyDto, type DestinationPolicyPatch } from './destination-settings-schema';

/** GET /api/v1/business/destination-policy: where the account's calls may go. */
export async function getDestinationPolicy(db: DbOrTx, actor: Actor): Promise<DestinationPolicyDto> {
  const p = await accountDestinationPolicy(db, actor.accountId);
  return {
    country: p.country,
    allowed_countries: p.allowedCountries,
    blocked_number_types: p.blockedNumberTypes,
    number_types: [...numberTypes],
    default_blocked_number_types: defaultBlockedNumberTypes,
  };
}

/**
 * PATCH /api/v1/business/destination-policy: owners and admins choose the countries and refuse number types; only
 * the fields sent change. Every dial path reads the policy at its moment, so calls already waiting follow it too.
 */
export async function updateDestinationPolicy(db: DbOrTx, actor: Actor, input: DestinationPolicyPatch): Promise<DestinationPolicyDto> {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', "Only the account's owners and admins can change where its calls may go.");
  const data = parseOrThrow(destinationPolicyPatch, input);
  const set: Partial<typeof accounts.$inferInsert> = {};
  if (data.allowed_countries !== undefined) set.allowedCountries = [...new Set(data.allowed_countries)].sort();
  if (data.blocked_number_types !== undefined) set.blockedNumberTypes = [...new Set(data.blocked_number_types)].sort();
  if (Object.keys(set).length) await db.update(accounts).set(set).where(eq(accounts.id, actor.accountId));
  return getDestinationPolicy(db, actor);
}
