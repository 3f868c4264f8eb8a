import type postgres from 'postgres';
import { sized } from './size';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Row counts of the scale suite (BENCH_SCALE_ROWS scales the big account down; the tiny scale keeps a page 500 of 20). */
const big = Number(process.env.BENCH_SCALE_ROWS || sized(1_000_000, 12_000));
export const SCALE = {
  contacts: big,
  calls: big,
  events: Math.round(big / 10),
  /** The second account: enough rows that forgetting the account filter shows. */
  otherContacts: Math.round(big / 5),
  otherCalls: Math.round(big / 5),
  otherEvents: Math.round(big / 50),
  /** A day inside the calls' span (one call every 30 s, the newest now). */
  callDay: day(-100),
  /** Events span the half year before and after today. */
  eventDay: day(0),
  eventYearEnd: day(365),
};

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Chris',
  'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley',
  'Steven', 'Kimberly', 'Paul', 'Emily', 'Andrew', 'Donna', 'Joshua', 'Michelle'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker',
  'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Okafor', 'Kowalski', 'Tanaka', 'Müller', 'Rossi',
  'Dubois', 'Silva', 'Novak', 'Ivanova', 'Haddad'];
const AREAS = ['415', '212', '310', '312', '617', '206', '303', '404', '512', '602', '702', '713', '718', '805',
  '818', '858', '917', '949', '503', '619'];
const CONTACT_STATUSES = ['not_contacted', 'attempted', 'contacted', 'callback_requested', 'not_interested', 'do_not_contact'];
const STAGES = ['lead', 'qualified_lead', 'opportunity', 'customer', 'churned', 'disqualified'];
const CALL_STATUSES = ['completed', 'completed', 'completed', 'failed', 'busy', 'no_answer', 'voicemail', 'canceled', 'completed', 'no_answer'];

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

interface Acct { accountId: number; userId: number }

/**
 * Set-based seeding (generate_series, explicit ids so numbers, tags and calls follow from the row number).
 * Triggers are off during the load (session_replication_role = replica), so the derived search columns are
 * written directly, as the migration's backfill would.
 */
export async function seedScale(sql: postgres.Sql, accts: { big: Acct; other: Acct }, log: (l: string) => void) {
  const hasPhoneSearch = (await sql`select 1 from information_schema.columns
    where table_name = 'contacts' and column_name = 'phone_search'`).length > 0;
  await sql`set session_replication_role = replica`;
  // Load first, index after (as a restore does): building an index once beats maintaining it per row.
  const tables = ['contacts', 'contact_phone_numbers', 'contact_tags', 'calls', 'calendar_events'];
  const secondary = await sql<{ name: string; def: string }[]>`select indexname as name, indexdef as def from pg_indexes
    where tablename in ${sql(tables)} and indexname not in (select conname from pg_constraint)`;
  for (const { name } of secondary) await sql.unsafe(`drop index "${name}"`);
  const plan: [Acct, number, number, number][] = [
    [accts.big, SCALE.contacts, SCALE.calls, SCALE.events],
    [accts.other, SCALE.otherContacts, SCALE.otherCalls, SCALE.otherEvents],
  ];
  for (const [acct, nContacts, nCalls, nEvents] of plan) {
    const t0 = Date.now();
    const [{ base }] = await sql`select coalesce(max(id), 0)::int as base from contacts`;
    const phone = `'+1' || (${arr(AREAS)})[1 + i % 20] || lpad((2000000 + (i::bigint * 7919) % 8000000)::text, 7, '0')`;
    await sql.unsafe(`insert into contacts (id, account_id, owner_user_id, first_name, last_name, email, company,
        status, stage, custom_context, created_at, updated_at${hasPhoneSearch ? ', phone_search' : ''})
      select ${base} + i, ${acct.accountId}, ${acct.userId},
        (${arr(FIRST)})[1 + i % 40],
        case when i % 100000 = 7 then 'Zbierski' else (${arr(LAST)})[1 + (i / 40) % 60] end,
        'user' || i || '@example' || (i % 50) || '.test',
        'Company ' || (i % 5000),
        (${arr(CONTACT_STATUSES)})[1 + (i * 7) % 6],
        (${arr(STAGES)})[1 + (i * 11 / 3) % 6],
        jsonb_build_object('plan', 'gold', 'n', i),
        now() - (${nContacts} - i) * interval '1 second', now()${hasPhoneSearch ? `, ${phone}` : ''}
      from generate_series(1, ${nContacts}) i`);
    await sql.unsafe(`select setval(pg_get_serial_sequence('contacts', 'id'), (select max(id) from contacts))`);
    await sql.unsafe(`insert into contact_phone_numbers (contact_id, account_id, phone_number, phone_type, is_primary)
      select ${base} + i, ${acct.accountId}, ${phone}, 'mobile', true from generate_series(1, ${nContacts}) i`);
    // Tags: vip one in five, newsletter one in three, rare one in 50,000.
    const tagRows = await sql`insert into tags (account_id, name) values
      (${acct.accountId}, 'vip'), (${acct.accountId}, 'newsletter'), (${acct.accountId}, 'rare') returning id, name`;
    const tagId = Object.fromEntries(tagRows.map((t) => [t.name, t.id]));
    await sql.unsafe(`insert into contact_tags (contact_id, tag_id)
      select ${base} + i, ${tagId.vip} from generate_series(1, ${nContacts}) i where i % 5 = 0
      union all select ${base} + i, ${tagId.newsletter} from generate_series(1, ${nContacts}) i where i % 3 = 0
      union all select ${base} + i, ${tagId.rare} from generate_series(1, ${nContacts}) i where i % 50000 = 1`);
    log(`account ${acct.accountId}: ${nContacts} contacts with numbers and tags (${Math.round((Date.now() - t0) / 1000)} s)`);

    const t1 = Date.now();
    const agentIds = (await sql`select id from agents where account_id = ${acct.accountId} order by id`).map((r) => r.id);
    const [{ callBase }] = await sql`select coalesce(max(id), 0)::int as "callBase" from calls`;
    await sql.unsafe(`insert into calls (id, account_id, call_id, agent_id, created_by_user_id, contact_id, contact_name,
        status, phone_number, provider, rate_cents, estimated_start_at, duration_seconds, created_at, updated_at)
      select ${callBase} + i, ${acct.accountId}, 'call_' || lpad(to_hex(${callBase} + i), 24, '0'),
        (array[${agentIds.join(',')}])[1 + i % ${agentIds.length}], ${acct.userId},
        case when i % 10 = 0 then null else ${base} + 1 + (i::bigint * 13) % ${nContacts} end, 'Contact ' || i,
        (${arr(CALL_STATUSES)})[1 + (i / 7) % 10], ${phone}, 'simulator', 12,
        now() - (${nCalls} - i) * interval '30 seconds', 60 + i % 240,
        now() - (${nCalls} - i) * interval '30 seconds', now()
      from generate_series(1, ${nCalls}) i`);
    await sql.unsafe(`select setval(pg_get_serial_sequence('calls', 'id'), (select max(id) from calls))`);
    log(`account ${acct.accountId}: ${nCalls} calls (${Math.round((Date.now() - t1) / 1000)} s)`);

    // Events over the year around today; one in fifty is the key user's own (it blocks availability).
    const t2 = Date.now();
    const spacing = Math.floor((365 * 86_400) / nEvents);
    await sql.unsafe(`insert into calendar_events (account_id, owner_user_id, title, start_time, end_time, customer_name)
      select ${acct.accountId}, case when i % 50 = 0 then ${acct.userId} else null end, 'Meeting ' || i,
        date_trunc('day', now()) - interval '182 days' + i * interval '${spacing} seconds',
        date_trunc('day', now()) - interval '182 days' + i * interval '${spacing} seconds' + interval '30 minutes',
        'Customer ' || i
      from generate_series(1, ${nEvents}) i`);
    log(`account ${acct.accountId}: ${nEvents} events (${Math.round((Date.now() - t2) / 1000)} s)`);
  }
  await sql`set session_replication_role = origin`;
  const t3 = Date.now();
  await sql`set maintenance_work_mem = '256MB'`;
  for (const { def } of secondary) await sql.unsafe(def);
  log(`${secondary.length} indexes built (${Math.round((Date.now() - t3) / 1000)} s)`);
  await sql.unsafe('vacuum analyze contacts, contact_phone_numbers, tags, contact_tags, calls, calendar_events');
}
