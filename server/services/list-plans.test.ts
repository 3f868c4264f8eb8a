import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { countUpToQuery } from '../db/counting';
import { rowsOf } from '../db/rows';
import type { Database } from '../db/types';
import { EXACT_COUNT_LIMIT } from '../lib/pagination';
import { actorOf, newAccount, newUser, type TestAccount } from '../testing/fixtures';
import { actorForUser } from './accounts/service';
import { createAgent } from './agents/service';
import { callListQueries } from './calls/read';
import { eventWindowQueries } from './calendar/read';
import { eventScope } from './calendar/queries';
import { contactListQueries } from './contacts/read';

/**
 * Every contacts and calls list query, explained over seeded tables (ANALYZE first), must be served by an
 * index: a sequential scan of contacts or calls is a query whose cost grows with the whole table. At test
 * sizes the planner rightly prefers reading a small table whole, so the seq scan is priced out
 * (enable_seqscan = off): a Seq Scan still in the plan means no index can serve the query at all. Which
 * index wins (trigram or the account's id order) depends on the sizes; the scale bench measures that.
 */
const CONTACTS = 4000;
const CALLS = 4000;

let db: Database;
let acct: TestAccount;
let agentId: number;
let contactId: number;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && ['contacts', 'calls', 'calendar_events'].includes(node['Relation Name'] ?? '') ? [node['Relation Name']!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

async function planOf(query: SQLWrapper): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`explain (format json) ${query}`));
    const raw = Object.values(row)[0];
    return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
  });
}

/** The count, the first page and a deeper page of one list: none may scan the table. */
async function expectIndexed(queries: {
  matching: SQLWrapper;
  page: (limit: number, offset: number) => SQLWrapper;
  ids?: (n: number) => SQLWrapper;
  rowsWithIds?: (ids: number[]) => SQLWrapper;
}) {
  const byIds = queries.ids && queries.rowsWithIds ? [queries.ids(EXACT_COUNT_LIMIT + 1), queries.rowsWithIds([contactId, contactId - 1, contactId - 2])] : [];
  for (const query of [countUpToQuery(queries.matching, EXACT_COUNT_LIMIT + 1), queries.page(21, 0), queries.page(21, 400), ...byIds]) {
    const plan = await planOf(query);
    expect(seqScans(plan), JSON.stringify(plan)).toEqual([]);
  }
}

beforeAll(async () => {
  db = await getDb();
  acct = await newAccount();
  const other = await newAccount();
  const actor = await actorForUser(db, acct.userId);
  agentId = (await createAgent(db, actor, { name: 'Plan Agent', phone_number: null })).id;
  // Two accounts, so the account filter is a real choice for the planner.
  for (const a of [acct, other]) {
    await db.execute(sql`insert into contacts (account_id, first_name, last_name, email, company, status, stage, phone_search)
      select ${a.accountId}, 'First' || i, 'Last' || (i % 97), 'user' || i || '@example.test', 'Company ' || (i % 300),
        (array['not_contacted','attempted','contacted'])[1 + i % 3], (array['lead','customer','churned'])[1 + i % 3],
        '+1415' || lpad((2000000 + i)::text, 7, '0')
      from generate_series(1, ${CONTACTS}) i`);
  }
  [{ id: contactId }] = rowsOf<{ id: number }>(await db.execute(sql`select max(id) as id from contacts where account_id = ${acct.accountId}`));
  await db.execute(sql`insert into tags (account_id, name) values (${acct.accountId}, 'vip')`);
  await db.execute(sql`insert into contact_tags (contact_id, tag_id)
    select c.id, t.id from contacts c join tags t on t.account_id = c.account_id where c.account_id = ${acct.accountId} and c.id % 7 = 0`);
  await db.execute(sql`insert into calls (account_id, call_id, agent_id, contact_id, status, phone_number, provider, rate_cents,
      estimated_start_at, created_at, cost_cents, latency_p95_ms)
    select ${acct.accountId}, 'call_' || lpad(to_hex(i), 24, '0'), ${agentId}, case when i % 3 = 0 then ${contactId}::int end,
      (array['completed','failed','no_answer'])[1 + i % 3], '+14155550100', 'simulator', 10,
      now() - i * interval '1 minute', now() - i * interval '1 minute',
      case when i % 5 > 0 then i % 90 end, case when i % 3 = 0 then 500 + i % 1000 end
    from generate_series(1, ${CALLS}) i`);
  // Events every 30 minutes over the 100 days around now, each an hour long (so one is in progress at any moment).
  await db.execute(sql`insert into calendar_events (account_id, title, start_time, end_time)
    select ${acct.accountId}, 'Event ' || i, now() - interval '50 days' + i * interval '30 minutes',
      now() - interval '50 days' + i * interval '30 minutes' + interval '1 hour'
    from generate_series(1, 4800) i`);
  await db.execute(sql`analyze contacts, contact_phone_numbers, tags, contact_tags, calls, calendar_events`);
}, 120_000);

describe('list query plans', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['no filter', {}],
    ['name', { q: 'First12' }],
    ['full name', { q: 'First12 Last1' }],
    ['email', { q: 'user123@' }],
    ['company', { q: 'Company 42' }],
    ['company and a rare word', { q: 'Company 12 user1234' }],
    ['number as typed', { q: '(415) 200-01' }],
    ['number in E.164', { q: '+14152000' }],
    ['whole e-mail address', { q: 'User1234@Example.test' }],
    ['whole number', { q: '+14152001234' }],
    ['whole number as typed', { q: '(415) 200-1234' }],
    ['a part every contact holds', { q: '+1415' }],
    ['tag', { tag: 'VIP' }],
    ['status', { status: 'contacted' }],
    ['stage', { stage: 'customer' }],
    ['status, stage, tag and search', { status: 'contacted', stage: 'customer', tag: 'vip', q: 'First1' }],
  ];
  it.each(cases)('contacts, %s: no sequential scan', async (_, filters) => {
    const actor = await actorOf(acct.userId);
    await expectIndexed(contactListQueries(db, actor, filters));
    await expectIndexed(contactListQueries(db, actor, { ...filters, cursor: contactId - 100 }));
  });

  it('contacts, a query with a rare word: no index is asked for the whole query, only for that word', async () => {
    const plan = JSON.stringify(await planOf(contactListQueries(db, await actorOf(acct.userId), { q: 'Company 12 user1234' }).page(21, 0)));
    const conds = [...plan.matchAll(/"(Index Cond|Recheck Cond|Filter)":\s*"((?:[^"\\]|\\.)*)"/g)];
    expect(conds.some(([, kind, cond]) => kind === 'Filter' && cond.includes("'%Company 12 user1234%'")), plan).toBe(true);
    for (const [, kind, cond] of conds) if (kind !== 'Filter') expect(cond).not.toContain("'%Company 12 user1234%'");
    // The word alone is a condition of its own, on the expression the trigram index serves.
    expect(conds.some(([, , cond]) => cond.includes("COALESCE(company, ''::text)) ~~* '%user1234%'")), plan).toBe(true);
  });

  it.each([
    ['a whole e-mail address', 'user1234@example.test', "'%1234%'"],
    ['a whole number', '+14152001234', "'%2001234%'"],
  ])('contacts, %s: the index looks up its rare part, the whole query is a filter', async (_, q, part) => {
    const plan = JSON.stringify(await planOf(contactListQueries(db, await actorOf(acct.userId), { q }).ids(EXACT_COUNT_LIMIT + 1)));
    const conds = [...plan.matchAll(/"(Index Cond|Recheck Cond|Filter)":\s*"((?:[^"\\]|\\.)*)"/g)];
    expect(conds.some(([, kind, cond]) => kind === 'Filter' && cond.includes(`'%${q.replace('+', '')}%'`)), plan).toBe(true);
    for (const [, kind, cond] of conds) if (kind !== 'Filter') expect(cond).not.toContain(`${q.replace('+', '')}%'`);
    // The part alone is a condition of its own, on the expression the trigram index serves.
    expect(conds.some(([, , cond]) => cond.includes(`${part}::text`)), plan).toBe(true);
  });

  it('contacts seen by a member (team scope): no sequential scan', async () => {
    const member = await newUser(acct.accountId, { role: 'member' });
    await expectIndexed(contactListQueries(db, await actorOf(member.userId), { q: 'First12' }));
  });

  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const callCases: [string, () => Record<string, unknown>][] = [
    ['no filter', () => ({})],
    ['status', () => ({ status: 'failed' })],
    ['agent', () => ({ agent_id: agentId })],
    ['contact', () => ({ contact_id: contactId })],
    ['days', () => ({ start_date: day, end_date: day })],
    ['from/to', () => ({ from: `${day}T06:00:00Z`, to: `${day}T18:00:00Z` })],
    ['status, agent and days', () => ({ status: 'completed', agent_id: agentId, start_date: day, end_date: day })],
    ['sorted by cost', () => ({ sort: 'cost' })],
    ['sorted by cost, descending', () => ({ sort: '-cost' })],
    ['sorted by latency, descending, with a status', () => ({ sort: '-latency', status: 'completed' })],
  ];
  it.each(callCases)('calls, %s: no sequential scan', async (_, filters) => {
    const actor = await actorOf(acct.userId);
    await expectIndexed(callListQueries(db, actor, filters()));
    const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) + 100 as id from calls where account_id = ${acct.accountId}`));
    await expectIndexed(callListQueries(db, actor, { ...filters(), cursor: id }));
  });

  it.each([['30 days', 30], ['366 days', 366]])('events, a window of %s: no sequential scan', async (_, days) => {
    const from = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 1_234_000);
    const to = new Date(from.getTime() + (days as number) * 86_400_000);
    const { countQuery, pageIds } = eventWindowQueries(db, eventScope(await actorOf(acct.userId)), from, to);
    for (const query of [countQuery, sql`select id from calendar_events where ${pageIds(20, 0)}`, sql`select id from calendar_events where ${pageIds(20, 400)}`]) {
      const plan = await planOf(query);
      expect(seqScans(plan), JSON.stringify(plan)).toEqual([]);
    }
  });
});
