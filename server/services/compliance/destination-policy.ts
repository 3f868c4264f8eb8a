import { eq } from 'drizzle-orm';
// The full ("max") metadata: the small default set cannot tell a premium-rate or shared-cost number apart.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';

/** Number types an account may refuse, as libphonenumber names them (lower case), plus non-geographic networks. */
export const numberTypes = [
  'premium_rate', 'shared_cost', 'uan', 'international_network', 'toll_free', 'voip', 'personal_number', 'pager', 'voicemail',
] as const;
export type PolicyNumberType = (typeof numberTypes)[number];

/**
 * Refused unless the account says otherwise: numbers that bill the caller a premium or share revenue with the
 * callee (premium rate, shared cost, UAN) and international networks (satellite, +881/+882/+883…), which have no
 * country and are the usual revenue-share fraud destinations.
 */
export const defaultBlockedNumberTypes: PolicyNumberType[] = ['premium_rate', 'shared_cost', 'uan', 'international_network'];

export interface DestinationPolicy {
  /** The account's own country: the only allowed one when `allowedCountries` was never set. */
  country: string;
  allowedCountries: string[];
  blockedNumberTypes: PolicyNumberType[];
}

export interface DestinationRefusal {
  rule: 'country' | 'number_type';
  message: string;
}

/** Why the policy refuses a number (E.164), or null when it may be dialed. Pure; table-tested. */
export function destinationRefusal(e164: string, policy: DestinationPolicy): DestinationRefusal | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { rule: 'country', message: `${e164} cannot be placed in any country.` };
  const type: PolicyNumberType | null = parsed.country ? typeOf(parsed.getType()) : 'international_network';
  if (type && policy.blockedNumberTypes.includes(type)) {
    return { rule: 'number_type', message: `${e164} is a ${type.replace(/_/g, ' ')} number, which this account does not call.` };
  }
  if (!parsed.country || !policy.allowedCountries.includes(parsed.country)) {
    return { rule: 'country', message: `${e164} is in ${parsed.country ?? 'no country'}, which is not among the countries this account calls (${policy.allowedCountries.join(', ') || 'none'}).` };
  }
  return null;
}

function typeOf(t: NumberType): PolicyNumberType | null {
  const name = t?.toLowerCase();
  return (numberTypes as readonly string[]).includes(name ?? '') ? (name as PolicyNumberType) : null;
}

export function policyOf(row: { country: string; allowedCountries: string[] | null; blockedNumberTypes: string[] | null }): DestinationPolicy {
  return {
    country: row.country,
    allowedCountries: row.allowedCountries ?? [row.country],
    blockedNumberTypes: (row.blockedNumberTypes as PolicyNumberType[] | null) ?? defaultBlockedNumberTypes,
  };
}

export async function accountDestinationPolicy(db: DbOrTx, accountId: number): Promise<DestinationPolicy> {
  const [row] = await db
    .select({ country: accounts.country, allowedCountries: accounts.allowedCountries, blockedNumberTypes: accounts.blockedNumberTypes })
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
