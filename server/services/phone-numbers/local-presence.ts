import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Local presence: which of an agent's caller numbers a call to a callee goes out from. Pure: the areas are looked
 * up by the caller (callee-area.ts) and handed in.
 */

/** Where a number is, as far as local presence cares. */
export interface NumberPlace {
  /** `1-415`: the North American area code (NANP numbers only; elsewhere area codes are not a fixed length). */
  areaCode: string | null;
  /** ISO 3166-2 (`US-CA`), when the area lies within one state or province. */
  subdivision: string | null;
}

/** The NANP area code of an E.164 number, else null. */
export function areaCodeOf(e164: string): string | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed || parsed.countryCallingCode !== '1' || parsed.nationalNumber.length !== 10) return null;
  return `1-${parsed.nationalNumber.slice(0, 3)}`;
}

export type PresenceTier = 'area_code' | 'state' | 'agent_own' | 'other';
const tierOrder: PresenceTier[] = ['area_code', 'state', 'agent_own', 'other'];

export interface RankedNumber<N> {
  number: N;
  tier: PresenceTier;
}

/**
 * The numbers in the order a call tries them: those with the callee's area code, then those in the callee's state,
 * then the agent's own number, then the agent's other numbers (so a call still goes out, from a number that is not
 * local, while any has calls left today). Within a tier the order given is kept.
 */
export function rankCallerNumbers<N extends { phoneNumber: string }>(
  numbers: readonly N[],
  places: ReadonlyMap<string, NumberPlace>,
  callee: NumberPlace,
  agentOwn: string | null,
): RankedNumber<N>[] {
  const tierOf = (n: N): PresenceTier => {
    const place = places.get(n.phoneNumber);
    if (place && callee.areaCode && place.areaCode === callee.areaCode) return 'area_code';
    if (place && callee.subdivision && place.subdivision === callee.subdivision) return 'state';
    if (agentOwn !== null && n.phoneNumber === agentOwn) return 'agent_own';
    return 'other';
  };
  const ranked = numbers.map((number) => ({ number, tier: tierOf(number) }));
  return tierOrder.flatMap((tier) => ranked.filter((r) => r.tier === tier));
}

/** A number rests once at least this many of its calls in the window had an outcome. */
export const REST_MIN_CALLS = 50;

/** Whether a number's answer rate makes it rest: over at least REST_MIN_CALLS calls, below the account's floor. */
export const shouldRest = (stats: { answered: number; total: number }, restBelow: number): boolean =>
  stats.total >= REST_MIN_CALLS && stats.answered / stats.total < restBelow;
