import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound, parseOrThrow } from '../../errors';
import { isKnownCountry } from '../../lib/phone';
import { accountDestinationPolicy } from './destination-policy';

/**
 * The operator's side of the destination policy (CLI `account allow-countries`): which countries beyond its own an
 * account may call. Tenants choose only within them, since every destination is billed at the account's one rate.
 */
export const grantCountriesInput = z.object({
  countries: z.array(z.string().toUpperCase().refine(isKnownCountry, 'must be ISO 3166-1 alpha-2 codes of countries with phone numbers')).max(250).optional(),
});
export type GrantCountriesInput = z.input<typeof grantCountriesInput>;

export type CountryGrantsDto = {
  account_id: number;
  country: string;
  granted_countries: string[];
  allowed_countries: string[];
};

/** Reads (and, with `countries`, replaces) the countries the operator lets an account call beyond its own. */
export async function setGrantedCountries(db: DbOrTx, accountId: number, input: GrantCountriesInput = {}): Promise<CountryGrantsDto> {
  const data = parseOrThrow(grantCountriesInput, input);
  const [row] = await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound(`Account ${accountId}`);
  if (data.countries) {
    const granted = [...new Set(data.countries)].filter((c) => c !== row.country).sort();
    await db.update(accounts).set({ grantedCountries: granted }).where(eq(accounts.id, accountId));
  }
  const policy = await accountDestinationPolicy(db, accountId);
  return {
    account_id: accountId,
    country: policy.country,
    granted_countries: policy.permittedCountries.filter((c) => c !== policy.country),
    allowed_countries: policy.allowedCountries,
  };
}
