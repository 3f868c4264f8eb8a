import { eq } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { accountDestinationPolicy, defaultBlockedNumberTypes, floorNumberTypes, numberTypes, type DestinationPolicy } from './destination-policy';
import { destinationPolicyPatch, type DestinationPolicyDto, type DestinationPolicyPatch } from './destination-settings-schema';

export function toDestinationPolicyDto(p: DestinationPolicy): DestinationPolicyDto {
  return {
    country: p.country,
    permitted_countries: p.permittedCountries,
    allowed_countries: p.allowedCountries,
    blocked_number_types: p.blockedNumberTypes,
    operator_blocked_number_types: floorNumberTypes(),
    number_types: [...numberTypes],
    default_blocked_number_types: defaultBlockedNumberTypes,
  };
}

/** GET /api/v1/business/destination-policy: where the account's calls may go, and the operator's limits of it. */
export async function getDestinationPolicy(db: DbOrTx, actor: Actor): Promise<DestinationPolicyDto> {
  return toDestinationPolicyDto(await accountDestinationPolicy(db, actor.accountId));
}

/**
 * PATCH /api/v1/business/destination-policy: owners and admins narrow where the account's calls go; only the fields
 * sent change. The operator's limits are a floor the account cannot lift: a country the operator has not granted,
 * or a list of refused types without every one of the operator's, is refused whole (403 destination_policy_floor)
 * rather than trimmed, so the account never believes it calls somewhere it does not. Every dial path reads the
 * policy at its moment, so calls already waiting follow it too.
 */
export async function updateDestinationPolicy(db: DbOrTx, actor: Actor, input: DestinationPolicyPatch): Promise<DestinationPolicyDto> {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', "Only the account's owners and admins can change where its calls may go.");
  const data = parseOrThrow(destinationPolicyPatch, input);
  const current = await accountDestinationPolicy(db, actor.accountId);
  const problems: { path: string; message: string }[] = [];
  data.allowed_countries?.forEach((c, i) => {
    if (!current.permittedCountries.includes(c)) {
      problems.push({ path: `allowed_countries.${i}`, message: `${c} is not among the countries the operator lets this account call (${current.permittedCountries.join(', ')})` });
    }
  });
  const lifted = data.blocked_number_types && floorNumberTypes().filter((t) => !data.blocked_number_types!.includes(t));
  if (lifted?.length) problems.push({ path: 'blocked_number_types', message: `must keep ${lifted.join(', ')}, which the operator refuses for every account` });
  if (problems.length) {
    throw new AppError('destination_policy_floor', "The change would widen the destination policy past the operator's limits; nothing was changed.", { details: problems });
  }
  const set: Partial<typeof accounts.$inferInsert> = {};
  if (data.allowed_countries !== undefined) set.allowedCountries = [...new Set(data.allowed_countries)].sort();
  if (data.blocked_number_types !== undefined) set.blockedNumberTypes = [...new Set(data.blocked_number_types)].sort();
  if (Object.keys(set).length) await db.update(accounts).set(set).where(eq(accounts.id, actor.accountId));
  return getDestinationPolicy(db, actor);
}
