import { unescapeCsvCell } from '../../lib/csv';
import { consentColumns, isConsentColumn, requiredConsentColumns, type ConsentColumn } from './consent-columns';

/**
 * How CSV columns become contact fields (pure: the server and the dashboard's wizard both use it). A column
 * maps to a contact field, to `full_name` (split into first and last name), to `phone_number` or `tags`
 * (several columns may), to `other_phone_numbers` (a list in one cell), to `context.<variable>` (a contact
 * variable, typed through its definition), to a consent column (consent-columns.ts: the row's number's consent,
 * recorded with the contact), or to nothing (left out of the mapping).
 */
export const singleFields = [
  'first_name', 'last_name', 'full_name', 'email', 'company', 'website', 'address', 'city', 'state', 'zip_code',
  'country', 'timezone', 'status', 'stage', 'team_id', ...consentColumns,
] as const;
export const multiFields = ['phone_number', 'other_phone_numbers', 'tags'] as const;
export const importTargets = [...singleFields, ...multiFields] as const;
export type ImportTarget = (typeof importTargets)[number] | `context.${string}`;

export const CONTEXT_PREFIX = 'context.';

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
    if (target.startsWith(CONTEXT_PREFIX)) {
      const name = target.slice(CONTEXT_PREFIX.length);
      if (!variables.has(name)) problems.push(`"${target}" names no contact variable of the account`);
      else if (singles.has(target)) problems.push(`"${target}" is mapped from two columns`);
      singles.set(target, column);
      continue;
    }
    if (!(importTargets as readonly string[]).includes(target)) {
      problems.push(`"${target}" (column "${column}") is not a contact field; use one of ${importTargets.join(', ')} or context.<variable>`);
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
 * One CSV record as a bulk-upsert row (an empty cell sets nothing, so a matched contact keeps that field) with
 * its consent cells when it has any, or the reason it cannot be one.
 */
export function rowFromRecord(
  record: readonly string[],
  columns: readonly { index: number; target: string }[],
  variables: ReadonlyMap<string, VariableTyping>,
): { row: Record<string, unknown>; consent?: Partial<Record<ConsentColumn, string>> } | { error: string } {
  const row: Record<string, unknown> = {};
  const consent: Partial<Record<ConsentColumn, string>> = {};
  const phones: { phone_number: string }[] = [];
  const tagNames: string[] = [];
  const context: Record<string, unknown> = {};
  for (const { index, target } of columns) {
    const cell = unescapeCsvCell((record[index] ?? '').trim());
    if (cell === '') continue;
    if (isConsentColumn(target)) consent[target] = cell;
    else if (target.startsWith(CONTEXT_PREFIX)) {
      const name = target.slice(CONTEXT_PREFIX.length);
      const typed = variables.get(name)?.coerce(cell);
      if (!typed) continue;
      if (!typed.ok) return { error: `${name}: ${typed.reason}` };
      context[name] = typed.value;
    } else if (target === 'phone_number') phones.push({ phone_number: cell });
    else if (target === 'other_phone_numbers') phones.push(...cell.split(/[\s,;|]+/).filter(Boolean).map((p) => ({ phone_number: p })));
    else if (target === 'tags') tagNames.push(...splitList(cell));
    else if (target === 'full_name') {
      const [first, ...rest] = cell.split(/\s+/);
      row.first_name ??= first;
      if (rest.length) row.last_name ??= rest.join(' ');
    } else if (target === 'status' || target === 'stage') row[target] = enumValue(cell);
    else if (target === 'team_id') row.team_id = /^\d{1,10}$/.test(cell) ? Number(cell) : cell;
    else row[target] = cell;
  }
  if (phones.length) row.phone_numbers = [...new Map(phones.map((p) => [p.phone_number, p])).values()];
  if (tagNames.length) row.tags = tagNames;
  if (Object.keys(context).length) row.custom_context = context;
  return Object.keys(consent).length ? { row, consent } : { row };
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
