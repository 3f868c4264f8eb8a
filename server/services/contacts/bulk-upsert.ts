import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contactPhoneNumbers, contactTags, contacts, tags, type ContactMatchKey } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import { AppError, findUnstorable, firstProblem, parseOrThrow, zodDetails } from '../../errors';
import { resolveTeam } from '../access/teams';
import { contactScope } from './access';
import { bulkContactsInput, type BulkContactsInput, type BulkContactsResult, type BulkRowResult } from './bulk-schema';
import { planPhones, type PlannedPhone } from './phone-plan';
import { updateContactInput } from './schema';
import { distinctTagNames } from './tags';
import { ignoredFieldsOf } from './ignored-fields';
import { phoneEntriesOf, shorthandPaths } from './phone-shorthand';
import { DEFAULT_COUNTRY } from './write';

type RowData = ReturnType<typeof updateContactInput.parse>;

/** A row that passed its checks, with what matching and writing need. */
interface ReadyRow {
  index: number;
  data: RowData;
  phones: PlannedPhone[];
  /** What it is matched on (`phone:` E.164 number or `email:` lowercased address); null never matches. */
  key: string | null;
  ignored_fields?: string[];
}

const rowError = (index: number, code: string, message: string): BulkRowResult => ({ index, status: 'error', error: { code, message } });

/** POST /api/v1/contacts/bulk: up to 1,000 creates or PATCHes in one transaction, one result per row. */
export async function bulkUpsertContacts(db: DbOrTx, actor: Actor, input: BulkContactsInput): Promise<BulkContactsResult> {
  const data = parseOrThrow(bulkContactsInput, input);
  const results = await db.transaction((tx) => upsertContactRows(tx, actor, data.contacts, data.match_on));
  return summarize(results);
}

export function summarize(results: BulkRowResult[]): BulkContactsResult {
  const count = (s: BulkRowResult['status']) => results.filter((r) => r.status === s).length;
  return { results, created: count('created'), updated: count('updated'), failed: count('error') };
}

/**
 * Creates or updates contacts from rows, set-based: each row is checked alone (its problem becomes its
 * result), then every row still standing is matched in one query and written with a handful of statements
 * whatever their number. Rows that share a match key are applied in waves (the first creates, the later
 * ones update what it made), so a file listing a person twice yields one contact. Run it in a transaction;
 * concurrent bulk writers of one account take turns so that two of them never both create the same person.
 */
export async function upsertContactRows(
  tx: DbOrTx,
  actor: Actor,
  rows: readonly unknown[],
  matchOn: ContactMatchKey,
  opts: { indexOffset?: number } = {},
): Promise<BulkRowResult[]> {
  const offset = opts.indexOffset ?? 0;
  const results = new Map<number, BulkRowResult>();
  const ready: ReadyRow[] = [];
  rows.forEach((raw, i) => {
    const index = i + offset;
    const checked = checkRow(raw, index, matchOn);
    if ('status' in checked) results.set(index, checked);
    else ready.push(checked);
  });

  // Each team named is checked once; rows naming a team the user cannot use fail alone.
  const teamProblems = new Map<number, AppError | null>();
  for (const teamId of new Set(ready.flatMap((r) => (r.data.team_id != null ? [r.data.team_id] : [])))) {
    teamProblems.set(teamId, await resolveTeam(tx, actor, teamId, 'team_access_denied').then(() => null, (e) => {
      if (e instanceof AppError) return e;
      throw e;
    }));
  }
  const usable = ready.filter((r) => {
    const problem = r.data.team_id != null ? teamProblems.get(r.data.team_id) : null;
    if (problem) results.set(r.index, rowError(r.index, problem.code, problem.message));
    return !problem;
  });

  if (usable.length) {
    await tx.execute(sql`select pg_advisory_xact_lock(${BULK_LOCK}, ${actor.accountId})`);
    for (const wave of waves(usable)) {
      for (const r of await writeWave(tx, actor, wave)) results.set(r.index, r);
    }
  }
  return [...results.values()].sort((a, b) => a.index - b.index);
}

/** Namespace of the advisory lock bulk writers of one account share. */
const BULK_LOCK = 23_001;

function checkRow(raw: unknown, index: number, matchOn: ContactMatchKey): ReadyRow | BulkRowResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return rowError(index, 'validation_error', 'The row must be an object.');
  const unstorable = findUnstorable(raw);
  if (unstorable) return rowError(index, 'validation_error', `${unstorable.path}: ${unstorable.message}`);
  const parsed = updateContactInput.safeParse(raw);
  if (!parsed.success) return rowError(index, 'validation_error', firstProblem(zodDetails(parsed.error)));
  const data = parsed.data;
  let phones;
  try {
    phones = phoneEntriesOf(data);
  } catch (e) {
    if (e instanceof AppError) return rowError(index, e.code, e.message);
    throw e;
  }
  const plan = planPhones('replace', phones.entries ?? [], [], data.country ?? DEFAULT_COUNTRY);
  if (!plan.ok) {
    const errors = shorthandPaths(plan.errors, phones.shorthand);
    const invalid = errors.find((e) => e.message.includes('not a valid phone number'));
    return rowError(index, invalid ? 'invalid_phone_number' : 'validation_error', firstProblem(errors));
  }
  return { index, data, phones: plan.phones, key: matchKeyOf(plan.phones, data.email, matchOn), ...ignoredFieldsOf(raw) };
}

/**
 * The key a row is matched on. Matching on phone falls back to the email for a row without a number: such a row
 * has nothing else to be found by, and would otherwise make a new copy of its person on every re-import.
 */
function matchKeyOf(phones: PlannedPhone[], email: string | null | undefined, matchOn: ContactMatchKey): string | null {
  if (matchOn === 'none') return null;
  const primary = phones.find((p) => p.isPrimary);
  if (matchOn === 'phone' && primary) return `phone:${primary.phoneNumber}`;
  return email ? `email:${email.toLowerCase()}` : null;
}
/** Splits rows so that no two rows of one wave share a match key (the n-th row of each key is in wave n). */
function waves(rows: ReadyRow[]): ReadyRow[][] {
  const out: ReadyRow[][] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const n = r.key === null ? 0 : (seen.get(r.key) ?? 0);
    if (r.key !== null) seen.set(r.key, n + 1);
    (out[n] ??= []).push(r);
  }
  return out;
}

async function writeWave(tx: DbOrTx, actor: Actor, wave: ReadyRow[]): Promise<BulkRowResult[]> {
  const matched = await findMatches(tx, actor, wave);
  const results: BulkRowResult[] = [];
  const creates: ReadyRow[] = [];
  const updates: { row: ReadyRow; id: number }[] = [];
  for (const r of wave) {
    const id = r.key === null ? undefined : matched.get(r.key);
    if (id !== undefined) updates.push({ row: r, id });
    else if (!r.data.first_name) results.push(rowError(r.index, 'missing_first_name', 'first_name is required to create a contact.'));
    else creates.push(r);
  }

  const createdIds = await insertContacts(tx, actor, creates);
  await updateContacts(tx, updates);
  const written = [...creates.map((row, i) => ({ row, id: createdIds[i], fresh: true })), ...updates.map((u) => ({ ...u, fresh: false }))];
  await addPhones(tx, actor.accountId, written);
  await replaceTags(tx, actor.accountId, written.filter((w) => w.fresh || w.row.data.tags !== undefined));
  for (const w of written) {
    const ignored = w.row.ignored_fields ? { ignored_fields: w.row.ignored_fields } : {};
    results.push({ index: w.row.index, status: w.fresh ? 'created' : 'updated', id: w.id, ...ignored });
  }
  return results;
}

/** Match key → the oldest visible contact with it: one query per kind of key the wave holds. */
async function findMatches(tx: DbOrTx, actor: Actor, wave: ReadyRow[]): Promise<Map<string, number>> {
  const keys = [...new Set(wave.flatMap((r) => (r.key === null ? [] : [r.key])))];
  const valuesOf = (kind: 'phone' | 'email') => keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));
  const out = new Map<string, number>();
  const phones = valuesOf('phone');
  const emails = valuesOf('email');
  // `= any(array(...))` makes the keys an index condition whatever the planner's row estimates; an IN over a
  // set-returning function was planned as a scan of the account's numbers per key right after a large import.
  if (phones.length) {
    const found = await tx.execute(sql`
        select distinct on (p.phone_number) p.phone_number as key, ${contacts.id} as id
        from ${contactPhoneNumbers} p join ${contacts} on ${contacts.id} = p.contact_id
        where p.account_id = ${actor.accountId}
          and p.phone_number = any(array(select jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb)))
          and ${contactScope(actor)}
        order by p.phone_number, ${contacts.id}`);
    for (const r of rowsOf<{ key: string; id: number }>(found)) out.set(`phone:${r.key}`, Number(r.id));
  }
  if (emails.length) {
    const found = await tx.execute(sql`
        select distinct on (lower(${contacts.email})) lower(${contacts.email}) as key, ${contacts.id} as id
        from ${contacts}
        where ${contacts.accountId} = ${actor.accountId}
          and lower(${contacts.email}) = any(array(select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb)))
          and ${contactScope(actor)}
        order by lower(${contacts.email}), ${contacts.id}`);
    for (const r of rowsOf<{ key: string; id: number }>(found)) out.set(`email:${r.key}`, Number(r.id));
  }
  return out;
}

/** New contacts with ids taken from the sequence first, so each row knows its id without trusting RETURNING's order. */
async function insertContacts(tx: DbOrTx, actor: Actor, rows: ReadyRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('contacts', 'id'))::int as id from generate_series(1, ${rows.length})`),
  ).map((r) => Number(r.id));
  const records = rows.map(({ data: d }, i) => ({
    id: ids[i],
    owner_user_id: actor.userId,
    team_id: d.team_id ?? null,
    first_name: d.first_name,
    last_name: d.last_name ?? null,
    email: d.email ?? null,
    company: d.company ?? null,
    website: d.website ?? null,
    address: d.address ?? null,
    city: d.city ?? null,
    state: d.state ?? null,
    zip_code: d.zip_code ?? null,
    timezone: d.timezone ?? null,
    country: d.country ?? DEFAULT_COUNTRY,
    status: d.status ?? 'not_contacted',
    stage: d.stage ?? 'lead',
    custom_context: d.custom_context ?? {},
    industry_context: d.industry_context ?? {},
  }));
  await tx.execute(sql`
    insert into ${contacts} (id, account_id, owner_user_id, team_id, first_name, last_name, email, company, website,
      address, city, state, zip_code, timezone, country, status, stage, custom_context, industry_context)
    select r.id, ${actor.accountId}, r.owner_user_id, r.team_id, r.first_name, r.last_name, r.email, r.company, r.website,
      r.address, r.city, r.state, r.zip_code, r.timezone, r.country, r.status, r.stage, r.custom_context, r.industry_context
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id int, owner_user_id int, team_id int, first_name text,
      last_name text, email text, company text, website text, address text, city text, state text, zip_code text,
      timezone text, country text, status text, stage text, custom_context jsonb, industry_context jsonb)`);
  return ids;
}

/** Plain columns a PATCH row may set; a key absent from the row leaves its column alone. */
const patchColumns = ['last_name', 'email', 'company', 'website', 'address', 'city', 'state', 'zip_code', 'timezone'] as const;

/**
 * PATCH semantics for every matched row in one UPDATE: sent fields change (null clears; status, stage and
 * country fall back to their defaults), both contexts merge key by key with null removing a key.
 */
async function updateContacts(tx: DbOrTx, updates: { row: ReadyRow; id: number }[]) {
  if (!updates.length) return;
  const patches = updates.map(({ row, id }) => {
    const { phone_numbers: _p, tags: _t, ...fields } = row.data;
    return { id, v: Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
  });
  const has = (k: string) => sql.raw(`p.v ? '${k}'`);
  const text = (k: string) => sql.raw(`p.v->>'${k}'`);
  const plain = patchColumns.map((k) => sql`${sql.raw(k)} = case when ${has(k)} then ${text(k)} else c.${sql.raw(k)} end`);
  const withDefault = (k: string, fallback: string) =>
    sql`${sql.raw(k)} = case when ${has(k)} then coalesce(${text(k)}, ${fallback}) else c.${sql.raw(k)} end`;
  // `||` and `->` share one precedence in PostgreSQL, hence the parentheses around `p.v->k`.
  const merged = (k: string) => sql`${sql.raw(k)} = case
      when not ${has(k)} then c.${sql.raw(k)}
      when jsonb_typeof(p.v->${k}) <> 'object' then '{}'::jsonb
      else (c.${sql.raw(k)} || (p.v->${k})) - coalesce((select array_agg(e.key) from jsonb_each(p.v->${k}) e where e.value = 'null'::jsonb), '{}'::text[])
    end`;
  await tx.execute(sql`
    update ${contacts} c set
      first_name = coalesce(${text('first_name')}, c.first_name),
      ${sql.join(plain, sql`, `)},
      ${withDefault('status', 'not_contacted')},
      ${withDefault('stage', 'lead')},
      ${withDefault('country', DEFAULT_COUNTRY)},
      team_id = case when ${has('team_id')} then (${text('team_id')})::int else c.team_id end,
      ${merged('custom_context')},
      ${merged('industry_context')},
      updated_at = now()
    from (select (e->>'id')::int as id, e->'v' as v from jsonb_array_elements(${JSON.stringify(patches)}::jsonb) e) p
    where c.id = p.id`);
}

/**
 * Numbers of written rows in one INSERT. A new contact gets its planned numbers; a matched one gains the
 * numbers it does not have yet (the one it was matched on among them), and the row's primary becomes its
 * primary only when it has none.
 */
async function addPhones(tx: DbOrTx, accountId: number, written: { row: ReadyRow; id: number }[]) {
  const phones = written.flatMap(({ row, id }) =>
    row.phones.map((p) => ({ contact_id: id, phone_number: p.phoneNumber, phone_type: p.phoneType, is_primary: p.isPrimary, do_not_call: p.doNotCall })),
  );
  if (!phones.length) return;
  await tx.execute(sql`
    insert into ${contactPhoneNumbers} (contact_id, account_id, phone_number, phone_type, is_primary, do_not_call)
    select n.contact_id, ${accountId}, n.phone_number, n.phone_type,
      n.is_primary and not exists (select 1 from ${contactPhoneNumbers} x where x.contact_id = n.contact_id and x.is_primary),
      n.do_not_call
    from jsonb_to_recordset(${JSON.stringify(phones)}::jsonb) as n(contact_id int, phone_number text, phone_type text, is_primary boolean, do_not_call boolean)
    where not exists (select 1 from ${contactPhoneNumbers} x where x.contact_id = n.contact_id and x.phone_number = n.phone_number)`);
}

/** Tags replace a row's tags when it sends them (always for a new contact); unknown names are created. */
async function replaceTags(tx: DbOrTx, accountId: number, written: { row: ReadyRow; id: number }[]) {
  if (!written.length) return;
  const ids = written.map((w) => w.id);
  await tx.execute(sql`delete from ${contactTags} where contact_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`);
  const pairs = written.flatMap(({ row, id }) => distinctTagNames(row.data.tags ?? []).map((name) => ({ contact_id: id, name })));
  if (!pairs.length) return;
  // Sorted so that concurrent writers take the tag index entries in one order (no deadlock).
  const names = distinctTagNames(pairs.map((p) => p.name)).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  await tx.insert(tags).values(names.map((name) => ({ accountId, name }))).onConflictDoNothing();
  await tx.execute(sql`
    insert into ${contactTags} (contact_id, tag_id)
    select distinct n.contact_id, t.id
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as n(contact_id int, name text)
    join ${tags} t on t.account_id = ${accountId} and lower(t.name) = lower(n.name)
    on conflict do nothing`);
}
