import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/types';
import { doNotCallSql } from '../compliance/do-not-call-rule';
import { activeConsentsOf, activeConsentsSql } from '../compliance/consent-fact';
import type { ActiveConsent } from '../compliance/consent-coverage';
import { holdsCampaignSlot, statusesWhere } from './statuses';

const DAY_MS = 86_400_000;
const slotStatuses = statusesWhere(holdsCampaignSlot);

export interface CalleeLookup {
  phoneNumber: string;
  contactId: number | null;
}

/** What the gate needs to know of one callee, beside the account's own rules. */
export interface CalleeFacts {
  /** A call to the number holds a slot anywhere in the account (queued to live, or scheduled). */
  busy: boolean;
  /** On the account's do-not-call list or flagged on any of its contacts (doNotCallSql, the rule isDoNotCall reads). */
  doNotCall: boolean;
  /** The number's consents active at the moment (activeConsentsSql, the rule readActiveConsents reads). */
  activeConsents: ActiveConsent[];
  /** The account's dials to the number in the 24 hours before the moment (recentDials). */
  recentDials: Date[];
  /** Where the contact says the callee is (contactForRules). */
  contact: { timezone: string | null; state: string | null; country: string | null } | null;
}

/**
 * The facts of many callees of one account at `at`, in one statement, each by the same SQL rule the one-callee
 * readers use (doNotCallSql, activeConsentsSql, the 24-hour dial history, the contact's place): a campaign's pass
 * and its dial judge a batch of callees with one round trip instead of five per callee. Read under the callees'
 * number locks, as the single dial reads them. Answers in the order asked.
 */
export async function readCalleeFacts(tx: Tx, accountId: number, lookups: CalleeLookup[], at: Date): Promise<CalleeFacts[]> {
  if (!lookups.length) return [];
  // Arrays as literals, which both drivers bind as text: E.164 numbers hold no quote, comma or brace.
  const phones = `{${lookups.map((l) => `"${l.phoneNumber}"`).join(',')}}`;
  const contactIds = `{${lookups.map((l) => l.contactId ?? 'NULL').join(',')}}`;
  const since = new Date(at.getTime() - DAY_MS).toISOString();
  const rows = rowsOf<{
    busy: boolean; dnc: boolean; consents: unknown; dials: unknown; has_contact: boolean; timezone: string | null; state: string | null; country: string | null;
  }>(await tx.execute(sql`
    select
      exists (select 1 from calls live where live.account_id = ${accountId} and live.phone_number = i.phone
        and live.status = any(${`{${slotStatuses.join(',')}}`}::text[])) as busy,
      ${doNotCallSql(accountId, sql`i.phone`)} as dnc,
      ${activeConsentsSql(accountId, sql`i.phone`, at.toISOString())} as consents,
      (select coalesce(json_agg(floor(extract(epoch from d.dialed_at) * 1000)), '[]'::json) from calls d
        where d.account_id = ${accountId} and d.phone_number = i.phone and d.dialed_at is not null and d.dialed_at > ${since}::timestamptz) as dials,
      c.id is not null as has_contact, c.timezone, c.state, c.country
    from unnest(${phones}::text[], ${contactIds}::int[]) with ordinality as i(phone, contact_id, ord)
    left join contacts c on c.id = i.contact_id and c.account_id = ${accountId}
    order by i.ord`));
  return rows.map((r) => ({
    busy: Boolean(r.busy),
    doNotCall: Boolean(r.dnc),
    activeConsents: activeConsentsOf(r.consents),
    recentDials: (typeof r.dials === 'string' ? JSON.parse(r.dials) : (r.dials as number[] | null) ?? []).map((ms: number) => new Date(Number(ms))),
    contact: r.has_contact ? { timezone: r.timezone, state: r.state, country: r.country } : null,
  }));
}
