import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts, agents, businessProfiles, contactPhoneNumbers, contacts } from '../../db/schema';
import { isTransaction, type Database, type DbOrTx } from '../../db/types';
import { hotDatabase } from '../../db/hot-query';
import { visibilityPlaceholders, visibilitySql, visibilityValues } from '../agents/visibility';
import type { AgentRef, AgentRow } from '../agents/service';
import { callingRulesOf, type AccountCallingRules } from '../compliance/callee';
import { doNotCallSql } from '../compliance/do-not-call-rule';
import { contactScope } from '../contacts/access';
import { businessValuesOf, contactForCallOf, type ContactForCall } from '../contacts/template-values';
import { destinationPolicyColumns, policyOf, type DestinationPolicy } from '../compliance/destination-policy';
import { activeConsentsOf, activeConsentsSql, consentRuleOf, type AccountConsentRule } from '../compliance/consent-fact';
import type { ActiveConsent } from '../compliance/consent-coverage';

export interface PlacementContext {
  /** On the account's do-not-call list, or flagged do-not-call on any of its contacts. */
  doNotCall: boolean;
  policy: DestinationPolicy;
  business: Record<string, unknown>;
  rules: AccountCallingRules;
  /** What the account asks of a callee's consent, and the number's consents active at the placement's moment. */
  consentRule: AccountConsentRule;
  activeConsents: ActiveConsent[];
  /** The account's rate and longest call, to plan the hold before the account is locked (place-one-statement.ts). */
  rateCents: number;
  maxCallSeconds: number;
}

export interface PlacementLookups {
  /** The agent the reference names, if the actor can see it. */
  agent: AgentRow | null;
  /** The contact by id (null: not one the actor can see), or else the oldest visible contact with the number. */
  contact: ContactForCall | null;
  context: PlacementContext;
}

/**
 * Everything placing a call to `e164` reads before it writes, in one statement: the agent (as
 * getVisibleAgentOrThrow), the contact (as getContactForCallOrThrow, or without an id the oldest visible contact
 * with the number), do-not-call (doNotCallSql, the rule isDoNotCall reads), the destination policy
 * (accountDestinationPolicy), the business values (getBusinessValues), the calling rules (accountCallingRules), the
 * consent rule and the number's consents active at `at` (activeConsentsSql) and the rate, each read by the same rules and mappers those use. One round trip instead of five on every POST /calls;
 * the caller judges the answers in the contract's order. It runs on the hot connections (outside a transaction),
 * since it only reads by keys and never waits on a lock. drizzle writes the statement once per shape (agent by id
 * or assistant, contact by id or number, the actor's scope) and process; each placement sends it with its values.
 */
export async function readPlacementFacts(
  db: DbOrTx,
  actor: Actor,
  p: { agent: AgentRef; contactId: number | null; e164: string; at: Date },
): Promise<PlacementLookups> {
  const shape: Shape = { agentBy: p.agent.by, contactBy: p.contactId === null ? 'phone' : 'id', teams: isAccountAdmin(actor) ? 'all' : actor.teamIds.length };
  const [row] = await preparedFor(isTransaction(db) ? db : hotDatabase(db as Database), shape).execute({
    ...visibilityValues(actor),
    e164: p.e164,
    consentAt: p.at.toISOString(),
    agentId: p.agent.by === 'id' ? p.agent.id : null,
    assistantId: p.agent.by === 'assistant' ? p.agent.assistantId : null,
    contactId: p.contactId,
    ...Object.fromEntries(actor.teamIds.map((id, i) => [`team${i}`, id])),
  });
  // drizzle answers a left-joined table whose columns are all null as null.
  const profile = row.profile?.accountId == null ? null : row.profile;
  return {
    agent: row.agent,
    contact: row.contact ? contactForCallOf(row.contact, row.primaryPhone) : null,
    context: {
      doNotCall: Boolean(row.doNotCall),
      policy: policyOf(row),
      business: businessValuesOf(profile),
      rules: callingRulesOf(profile ?? undefined),
      consentRule: consentRuleOf(profile),
      activeConsents: activeConsentsOf(row.activeConsents),
      rateCents: row.rateCents,
      maxCallSeconds: row.maxCallSeconds,
    },
  };
}

interface Shape {
  agentBy: AgentRef['by'];
  contactBy: 'id' | 'phone';
  /** What the actor's contact scope turns on: all of the account, or this many teams. */
  teams: 'all' | number;
}

/** The statement of a shape, prepared once per database (a transaction's, once per use). */
function preparedFor(db: DbOrTx, shape: Shape) {
  if (isTransaction(db)) return lookupsQuery(db, shape).prepare('placement_lookups');
  const key = `${shape.agentBy}:${shape.contactBy}:${shape.teams}`;
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let q = byShape.get(key);
  if (!q) byShape.set(key, (q = lookupsQuery(db, shape).prepare(`placement_lookups_${key.replaceAll(':', '_')}`)));
  return q;
}

const prepared = new WeakMap<object, Map<string, ReturnType<ReturnType<typeof lookupsQuery>['prepare']>>>();

/** The lookups over named placeholders (visibilityValues' names, e164, consentAt, agentId or assistantId, contactId, team0…). */
function lookupsQuery(db: DbOrTx, shape: Shape) {
  const ph = sql.placeholder;
  const accountId = ph('accountId');
  // contactScope's own rule (teamScope) over placeholders: the actor's role decides its shape, the ids are bound.
  const scopeActor = {
    accountId, role: shape.teams === 'all' ? 'owner' : 'member',
    teamIds: shape.teams === 'all' ? [] : Array.from({ length: shape.teams }, (_, i) => ph(`team${i}`)),
  } as unknown as Actor;
  const agentMatch = shape.agentBy === 'id' ? eq(agents.id, ph('agentId')) : eq(agents.assistantId, ph('assistantId'));
  // Without an id, the oldest visible contact with the number. The subquery's own `contacts` is the one its
  // scope (contactScope) names: an inner table hides the outer query's table of the same name.
  const contactMatch = shape.contactBy === 'id'
    ? and(eq(contacts.id, ph('contactId')), contactScope(scopeActor))
    : eq(contacts.id, sql`(${db
      .select({ id: contacts.id })
      .from(contactPhoneNumbers)
      .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
      .where(and(eq(contactPhoneNumbers.accountId, accountId), eq(contactPhoneNumbers.phoneNumber, ph('e164')), contactScope(scopeActor)))
      .orderBy(asc(contacts.id))
      .limit(1)})`);
  return db
    .select({
      agent: agents,
      contact: contacts,
      primaryPhone: sql<string | null>`(select pn.phone_number from ${contactPhoneNumbers} pn
        where pn.contact_id = ${contacts.id} and pn.is_primary limit 1)`,
      doNotCall: doNotCallSql(sql`${accountId}`, sql`${ph('e164')}`),
      ...destinationPolicyColumns,
      activeConsents: activeConsentsSql(sql`${accountId}`, sql`${ph('e164')}`, sql`${ph('consentAt')}`),
      rateCents: accounts.perMinuteRateCents,
      maxCallSeconds: accounts.maxCallSeconds,
      profile: getTableColumns(businessProfiles),
    })
    .from(accounts)
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(agents, and(agentMatch, visibilitySql(visibilityPlaceholders)))
    .leftJoin(contacts, contactMatch)
    .where(eq(accounts.id, accountId));
}
