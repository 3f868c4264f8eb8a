import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, agents, businessProfiles, contactPhoneNumbers, contacts, doNotCallNumbers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { agentVisibility } from '../agents/visibility';
import type { AgentRow } from '../agents/service';
import { callingRulesOf, type AccountCallingRules } from '../compliance/callee';
import { contactScope } from '../contacts/access';
import { businessValuesOf, contactForCallOf, type ContactForCall } from '../contacts/template-values';
import { policyOf, type DestinationPolicy } from './destination-policy';

export interface PlacementContext {
  /** On the account's do-not-call list, or flagged do-not-call on any of its contacts. */
  doNotCall: boolean;
  policy: DestinationPolicy;
  business: Record<string, unknown>;
  rules: AccountCallingRules;
  /** The account's rate and longest call, to plan the hold before the account is locked (place-one-statement.ts). */
  rateCents: number;
  maxCallSeconds: number;
}

export interface PlacementLookups {
  /** The agent `agentMatch` names, if the actor can see it. */
  agent: AgentRow | null;
  /** The contact by id (null: not one the actor can see), or else the oldest visible contact with the number. */
  contact: ContactForCall | null;
  context: PlacementContext;
}

/**
 * Everything placing a call to `e164` reads before it writes, in one statement: the agent (as
 * getVisibleAgentOrThrow), the contact (as getContactForCallOrThrow, or without an id the oldest visible contact with the number),
 * the do-not-call list and flags (as isDoNotCall), the destination policy (accountDestinationPolicy), the business
 * values (getBusinessValues), the calling rules (accountCallingRules) and the rate, each read by the same rules and
 * mappers those use. One round trip instead of five on every POST /calls; the caller judges the answers in the
 * contract's order.
 */
export async function placementLookups(
  db: DbOrTx,
  actor: Actor,
  p: { agentMatch: SQL; contactId: number | null; e164: string },
): Promise<PlacementLookups> {
  const accountId = actor.accountId;
  // Without an id, the oldest visible contact with the number. The subquery's own `contacts` is the one its
  // scope (contactScope) names: an inner table hides the outer query's table of the same name.
  const contactMatch = p.contactId !== null
    ? and(eq(contacts.id, p.contactId), contactScope(actor))
    : eq(contacts.id, sql`(${db
      .select({ id: contacts.id })
      .from(contactPhoneNumbers)
      .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
      .where(and(eq(contactPhoneNumbers.accountId, accountId), eq(contactPhoneNumbers.phoneNumber, p.e164), contactScope(actor)))
      .orderBy(asc(contacts.id))
      .limit(1)})`);
  const [row] = await db
    .select({
      agent: agents,
      contact: contacts,
      primaryPhone: sql<string | null>`(select pn.phone_number from ${contactPhoneNumbers} pn
        where pn.contact_id = ${contacts.id} and pn.is_primary limit 1)`,
      listed: sql<boolean>`exists (select 1 from ${doNotCallNumbers}
        where ${doNotCallNumbers.accountId} = ${accountId} and ${doNotCallNumbers.number} = ${p.e164})`,
      flagged: sql<boolean>`exists (select 1 from ${contactPhoneNumbers} flag where flag.account_id = ${accountId}
        and flag.phone_number = ${p.e164} and flag.do_not_call)`,
      country: accounts.country,
      allowedCountries: accounts.allowedCountries,
      blockedNumberTypes: accounts.blockedNumberTypes,
      rateCents: accounts.perMinuteRateCents,
      maxCallSeconds: accounts.maxCallSeconds,
      profile: getTableColumns(businessProfiles),
    })
    .from(accounts)
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(agents, and(p.agentMatch, agentVisibility(actor)))
    .leftJoin(contacts, contactMatch)
    .where(eq(accounts.id, accountId));
  // drizzle answers a left-joined table whose columns are all null as null.
  const profile = row.profile?.accountId == null ? null : row.profile;
  return {
    agent: row.agent,
    contact: row.contact ? contactForCallOf(row.contact, row.primaryPhone) : null,
    context: {
      doNotCall: Boolean(row.listed) || Boolean(row.flagged),
      policy: policyOf(row),
      business: businessValuesOf(profile),
      rules: callingRulesOf(profile ?? undefined),
      rateCents: row.rateCents,
      maxCallSeconds: row.maxCallSeconds,
    },
  };
}
