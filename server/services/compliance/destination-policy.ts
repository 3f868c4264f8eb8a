import { eq } from 'drizzle-orm';
// The full ("max") metadata: the small default set cannot tell a premium-rate or shared-cost number apart.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { config } from '../../config';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { numberTypes, type PolicyNumberType } from '../../lib/number-types';

export { numberTypes, type PolicyNumberType } from '../../lib/number-types';

/**
 * What an account refuses until it says otherwise: the usual revenue-share destinations. The operator's floor
 * (DESTINATION_FLOOR_NUMBER_TYPES) is refused on top of whatever the account chose.
 */
export const defaultBlockedNumberTypes: PolicyNumberType[] = ['premium_rate', 'shared_cost', 'uan', 'international_network'];

/** The operator's floor: number types no account calls, whatever its own policy says. */
export const floorNumberTypes = (): PolicyNumberType[] => [...config.DESTINATION_FLOOR_NUMBER_TYPES];

export interface DestinationPolicy {
  /** The account's own country. */
  country: string;
  /** The account's country and those the operator granted it: the most `allowedCountries` may hold. */
  permittedCountries: string[];
  /** The countries calls may go to: the account's choice within `permittedCountries` (all of them by default). */
  allowedCountries: string[];
  /** The number types refused: the operator's floor and the account's own choice together. */
  blockedNumberTypes: PolicyNumberType[];
}

export interface DestinationRefusal {
  rule: 'country' | 'number_type';
  /** What is wrong with the number, as a clause (`+19005550123 is a premium rate number`): each use says what follows. */
  reason: string;
  message: string;
}

/** Why the policy refuses a number (E.164), or null when it may be dialed. Pure; table-tested. */
export function destinationRefusal(e164: string, policy: DestinationPolicy): DestinationRefusal | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return refusal('country', `${e164} cannot be placed in any country`, '.');
  const type: PolicyNumberType | null = parsed.country ? typeOf(parsed.getType()) : 'international_network';
  if (type && policy.blockedNumberTypes.includes(type)) {
    const name = type.replace(/_/g, ' ');
    return refusal('number_type', `${e164} is ${/^[aeio]/.test(name) ? 'an' : 'a'} ${name} number`, ', which this account does not call.');
  }
  if (!parsed.country || !policy.allowedCountries.includes(parsed.country)) {
    return refusal('country', `${e164} is in ${parsed.country ?? 'no country'}, which is not among the countries this account calls (${policy.allowedCountries.join(', ') || 'none'})`, '.');
  }
  return null;
}

const refusal = (rule: DestinationRefusal['rule'], reason: string, end: string): DestinationRefusal => ({ rule, reason, message: `${reason}${end}` });

function typeOf(t: NumberType): PolicyNumberType | null {
  const name = t?.toLowerCase();
  return (numberTypes as readonly string[]).includes(name ?? '') ? (name as PolicyNumberType) : null;
}

/**
 * The policy in force from an account's row: the operator's limits always win. Countries beyond `country` count
 * only when the operator granted them, and the floor's types are refused whatever the account chose, so a policy
 * written before a grant was withdrawn (or by hand) can never widen what is called.
 */
export function policyOf(row: {
  country: string; grantedCountries: string[] | null; allowedCountries: string[] | null; blockedNumberTypes: string[] | null;
}): DestinationPolicy {
  const permittedCountries = [...new Set([row.country, ...(row.grantedCountries ?? [])])].sort();
  const chosen = row.allowedCountries ?? permittedCountries;
  const blocked = new Set([...floorNumberTypes(), ...((row.blockedNumberTypes as PolicyNumberType[] | null) ?? defaultBlockedNumberTypes)]);
  return {
    country: row.country,
    permittedCountries,
    allowedCountries: permittedCountries.filter((c) => chosen.includes(c)),
    blockedNumberTypes: numberTypes.filter((t) => blocked.has(t)),
  };
}

/** The columns policyOf reads, for the selects of placement and dial facts. */
export const destinationPolicyColumns = {
  country: accounts.country,
  grantedCountries: accounts.grantedCountries,
  allowedCountries: accounts.allowedCountries,
  blockedNumberTypes: accounts.blockedNumberTypes,
};

export async function accountDestinationPolicy(db: DbOrTx, accountId: number): Promise<DestinationPolicy> {
  const [row] = await db
    .select(destinationPolicyColumns)
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return policyOf(row);
}

/** Throws destination_not_allowed (403) when the policy refuses the number. */
export function assertDestinationAllowed(e164: string, policy: DestinationPolicy): void {
  const refusal = destinationRefusal(e164, policy);
  if (refusal) {
    throw new AppError('destination_not_allowed', refusal.message, { details: [{ path: 'phone_number', message: refusal.rule }] });
  }
}
