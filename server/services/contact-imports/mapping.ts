import { unescapeCsvCell } from '../../lib/csv';
import { consentColumns, isConsentColumn, requiredConsentColumns, type ConsentColumn } from './consent-columns';
import type { CellProblem, CellSource } from './row-problem';

/**
 * How CSV columns become contact fields (pure: the server and the dashboard's wizard both use it). A column
 * maps to a contact field, to `full_name` (split into first and last name), to `phone_number` or `tags`
 * (several columns may), to `other_phone_numbers` (a list in one cell), to `context.<variable>` (a contact
 * variable, typed through its definition), to `custom_context.<key>` or `industry_context.<key>` (a key of the
 * contact's context objects: typed like `context.<key>` when a contact variable of that name is defined, kept as
 * text otherwise), to a consent column (consent-columns.ts: the row's number's consent, recorded with the
 * contact), or to nothing (left out of the mapping).
 */
export const singleFields = [
  'first_name', 'last_name', 'full_name', 'email', 'company', 'website', 'address', 'city', 'state', 'zip_code',
  'country', 'timezone', 'status', 'stage', 'team_id', ...consentColumns,
] as const;
export const multiFields = ['phone_number', 'other_phone_numbers', 'tags'] as const;
export const importTargets = [...singleFields, ...multiFields] as const;
export type ImportTarget = (typeof importTargets)[number] | `context.${string}` | `custom_context.${string}` | `industry_context.${string}`;

export const CONTEXT_PREFIX = 'context.';
export const CUSTOM_CONTEXT_PREFIX = 'custom_context.';
export const INDUSTRY_CONTEXT_PREFIX = 'industry_context.';

/** A key of a context object a column may fill: what a person would name a field, no dots, at most 64 characters. */
const CONTEXT_KEY = /^[A-Za-z0-9_][A-Za-z0-9_ -]{0,63}$/;

/**
 * The context object and key a target writes (`context.tier` and `custom_context.tier` both write
 * custom_context's `tier`), or null for a target that is no context key.
 */
export function contextKeyOf(target: string): { object: 'custom_context' | 'industry_context'; key: string } | null {
  for (const [prefix, object] of [[CONTEXT_PREFIX, 'custom_context'], [CUSTOM_CONTEXT_PREFIX, 'custom_context'], [INDUSTRY_CONTEXT_PREFIX, 'industry_context']] as const) {
    if (target.startsWith(prefix)) return { object, key: target.slice(prefix.length) };
  }
  return null;
}

/** The names of contact variables a mapping's targets may type cells with. */
export const typedVariableNames = (targets: readonly string[]) =>
  targets.flatMap((t) => {
    const k = contextKeyOf(t);
    return k && k.object === 'custom_context' ? [k.key] : [];
  });

/** Header words that name each field in the files people export from spreadsheets and CRMs. */
const synonyms: Record<(typeof importTargets)[number], string[]> = {
  first_name: ['first name', 'firstname', 'first', 'given name', 'forename', 'vorname', 'prenom'],
  last_name: ['last name', 'lastname', 'last', 'surname', 'family name', 'nachname', 'nom'],
  full_name: ['name', 'full name', 'fullname', 'contact name', 'contact'],
  email: ['email', 'e-mail', 'email address', 'mail'],
  company: ['company', 'organization', 'organisation', 'business', 'company name', 'account'],
  website: ['website', 'web', 'url', 'site', 'homepage'],
  address: ['address', 'street', 'street address', 'address line 1'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region', 'state province'],
  zip_code: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'postal'],
  country: ['country', 'country code'],
  timezone: ['timezone', 'time zone', 'tz'],
  status: ['status', 'contact status'],
  stage: ['stage', 'lifecycle stage', 'lead stage'],
  team_id: ['team id', 'team'],
  phone_number: ['phone', 'phone number', 'mobile', 'cell', 'telephone', 'tel', 'mobile phone', 'work phone', 'home phone', 'number'],
  other_phone_numbers: ['other phone numbers', 'other phones', 'phone numbers'],
  tags: ['tags', 'tag', 'labels', 'groups', 'lists'],
  consent_kind: ['consent type'],
  consent_scope: ['consent purpose'],
  consent_captured_at: ['consent date', 'consented at', 'opt in date', 'opt-in date'],
  consent_expires_at: ['consent expiry', 'consent expires'],
  consent_source_url: ['consent url', 'opt in url', 'opt-in url'],
  consent_text: ['consent wording', 'consent language', 'opt in text', 'opt-in text'],
};

const normalizeHeader = (h: string) => h.trim().toLowerCase().replace(/[_\-.]+/g, ' ').replace(/\s+/g, ' ');

/**
 * A first mapping from header names: exact field names, then known synonyms; a header naming a contact
 * variable maps to it. Each single field is taken by the first column that names it.
 */
export function guessMapping(headers: readonly string[], variableNames: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const taken = new Set<string>();
  const lookup = new Map<string, (typeof importTargets)[number]>();
  for (const t of importTargets) lookup.set(normalizeHeader(t), t);
  for (const t of importTargets) for (const s of synonyms[t]) if (!lookup.has(normalizeHeader(s))) lookup.set(normalizeHeader(s), t);
  const variables = new Map(variableNames.map((v) => [normalizeHeader(v), v]));
  for (const header of headers) {
    const named = contextKeyOf(header.trim());
    if (named && named.key && (header.trim().startsWith(CUSTOM_CONTEXT_PREFIX) || header.trim().startsWith(INDUSTRY_CONTEXT_PREFIX))) {
      // A column named for a context key (an export of another tool, or a file written for this import).
      out[header] = header.trim();
      continue;
    }
    const key = normalizeHeader(header);
    const field = lookup.get(key);
    if (field && ((multiFields as readonly string[]).includes(field) || !taken.has(field))) {
      out[header] = field;
      taken.add(field);
      continue;
    }
    const variable = variables.get(key) ?? variables.get(normalizeHeader(key.replace(/^context /, '')));
    if (variable) out[header] = `${CONTEXT_PREFIX}${variable}`;
  }
  // A file with first and last name columns does not also need "Name" split.
  if (taken.has('full_name') && taken.has('first_name')) {
    for (const [h, t] of Object.entries(out)) if (t === 'full_name') delete out[h];
  }
  return out;
}

/** Problems of a mapping against a file's headers and the account's contact variables (empty when usable). */
export function mappingProblems(mapping: Record<string, string>, headers: readonly string[], variableNames: readonly string[]): string[] {
  const problems: string[] = [];
  const headerSet = new Set(headers);
  const variables = new Set(variableNames);
  const singles = new Map<string, string>();
  for (const [column, target] of Object.entries(mapping)) {
    if (!headerSet.has(column)) problems.push(`column "${column}" is not in the file's header row`);
    const context = contextKeyOf(target);
    if (context) {
      const written = `${context.object}.${context.key}`;
      if (target.startsWith(CONTEXT_PREFIX) && !variables.has(context.key)) problems.push(`"${target}" names no contact variable of the account`);
      else if (!CONTEXT_KEY.test(context.key) || context.key === '__proto__') {
        problems.push(`"${target}" (column "${column}") needs a key of letters, digits, spaces, _ or - (at most 64 characters) after the dot`);
      } else if (singles.has(written)) problems.push(`"${target}" is mapped from two columns`);
      singles.set(written, column);
      continue;
    }
    if (!(importTargets as readonly string[]).includes(target)) {
      problems.push(
        `"${target}" (column "${column}") is not a contact field; use one of ${importTargets.join(', ')}, context.<variable>, custom_context.<key> or industry_context.<key>`,
      );
      continue;
    }
    if ((singleFields as readonly string[]).includes(target)) {
      if (singles.has(target)) problems.push(`"${target}" is mapped from two columns`);
      singles.set(target, column);
    }
  }
  const targets = new Set(Object.values(mapping));
  if (!['first_name', 'full_name', 'phone_number', 'email'].some((t) => targets.has(t))) {
    problems.push('map at least one of first_name, full_name, phone_number or email');
  }
  if (consentColumns.some((c) => targets.has(c))) {
    const missing = requiredConsentColumns.filter((c) => !targets.has(c));
    if (missing.length) problems.push(`a file that records consents maps ${requiredConsentColumns.join(', ')} (missing: ${missing.join(', ')})`);
    if (!targets.has('phone_number')) problems.push('a file that records consents maps phone_number: a consent covers a number');
  }
  return problems;
}

/** A contact variable's definition as the import types cells with it. */
export interface VariableTyping {
  coerce(value: string): { ok: true; value: unknown } | { ok: false; reason: string };
}

const enumValue = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');
const splitList = (s: string) => s.split(/[,;|]/).map((t) => t.trim()).filter(Boolean);
/**
 * Numbers listed in one cell: separated by commas, semicolons or bars (`+1 415 555 0102; +44 7911 123456`, as the
 * export writes them), or by spaces when each starts with a plus (`+14155550102 +14155550103`).
 */
const phoneList = (s: string) => splitList(s).flatMap((p) => p.split(/\s+(?=\+)/)).map((p) => p.trim()).filter(Boolean);

/** A mapped column: its position in the record, the file's name for it, and the field it fills. */
export interface MappedColumn {
  index: number;
  column: string;
  target: string;
}

/**
 * One CSV record as a bulk-upsert row (an empty cell sets nothing, so a matched contact keeps that field) with
 * its consent cells when it has any and the column and cell each field came from, or the cell that cannot be one.
 */
export function rowFromRecord(
  record: readonly string[],
  columns: readonly MappedColumn[],
  variables: ReadonlyMap<string, VariableTyping>,
): { row: Record<string, unknown>; consent?: Partial<Record<ConsentColumn, string>>; sources: Record<string, CellSource> } | { problem: CellProblem } {
  const row: Record<string, unknown> = {};
  const consent: Partial<Record<ConsentColumn, string>> = {};
  const sources: Record<string, CellSource> = {};
  const phones = new Map<string, CellSource>();
  const tagNames: string[] = [];
  const contexts: Record<'custom_context' | 'industry_context', Record<string, unknown>> = { custom_context: {}, industry_context: {} };
  for (const { index, target, column } of columns) {
    const cell = unescapeCsvCell((record[index] ?? '').trim());
    if (cell === '') {
      // An empty consent cell can be the row's problem: its column is named then.
      if (isConsentColumn(target)) sources[target] ??= { column, value: '' };
      continue;
    }
    const source = { column, value: cell };
    const context = contextKeyOf(target);
    if (isConsentColumn(target)) {
      consent[target] = cell;
      sources[target] = source;
    } else if (context) {
      const typing = context.object === 'custom_context' ? variables.get(context.key) : undefined;
      // `context.<variable>` always names a defined variable; a free key without a definition is kept as text.
      if (!typing && target.startsWith(CONTEXT_PREFIX)) continue;
      const typed = typing ? typing.coerce(cell) : { ok: true as const, value: cell };
      if (!typed.ok) return { problem: { ...source, reason: typed.reason } };
      contexts[context.object][context.key] = typed.value;
      sources[`${context.object}.${context.key}`] = source;
    } else if (target === 'phone_number') phones.set(cell, phones.get(cell) ?? source);
    else if (target === 'other_phone_numbers') {
      for (const p of phoneList(cell)) phones.set(p, phones.get(p) ?? source);
    } else if (target === 'tags') {
      tagNames.push(...splitList(cell));
      sources.tags ??= source;
    } else if (target === 'full_name') {
      const [first, ...rest] = cell.split(/\s+/);
      if (row.first_name === undefined) {
        row.first_name = first;
        sources.first_name = source;
      }
      if (rest.length && row.last_name === undefined) {
        row.last_name = rest.join(' ');
        sources.last_name = source;
      }
    } else {
      row[target] = target === 'status' || target === 'stage' ? enumValue(cell) : target === 'team_id' && /^\d{1,10}$/.test(cell) ? Number(cell) : cell;
      sources[target] = source;
    }
  }
  if (phones.size) {
    row.phone_numbers = [...phones.keys()].map((phone_number) => ({ phone_number }));
    [...phones.values()].forEach((source, i) => (sources[`phone_numbers.${i}.phone_number`] = source));
  }
  if (tagNames.length) row.tags = tagNames;
  for (const object of ['custom_context', 'industry_context'] as const) {
    if (Object.keys(contexts[object]).length) row[object] = contexts[object];
  }
  return Object.keys(consent).length ? { row, consent, sources } : { row, sources };
}

/**
 * The delimiter of a file, read from its header line: spreadsheets in many locales save with semicolons,
 * some tools with tabs. Separators inside quotes do not count.
 */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).sort((a, b) => counts[b] - counts[a])[0];
  return counts[best] > 0 ? best : ',';
}
