import type { AppError } from '../../errors';
import { parseDateTime } from '../../lib/date-time';
import { checkConsent, type CheckedConsent } from '../consents/record';
import { requiredConsentColumns, type ConsentColumn } from './consent-columns';

/** The consent body's fields, as the import targets that fill them (a row's sources are keyed by those). */
const columnOfField: Record<string, string> = {
  phone_number: 'phone_number',
  kind: 'consent_kind',
  scope: 'consent_scope',
  captured_at: 'consent_captured_at',
  expires_at: 'consent_expires_at',
  'source.url': 'consent_source_url',
  'source.text': 'consent_text',
};

const enumValue = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A spreadsheet's bare date (`2026-01-15`) is the start of that day, UTC; anything else is read as the API reads it. */
function instant(cell: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(cell) ? `${cell}T00:00:00Z` : cell;
}

/**
 * The consent of one row (pure), read from its consent cells and the number the contact gets, or what is wrong:
 * the import target at fault (null for the row as a whole) and the reason, which the row's message completes with
 * the file's column and cell. Checked as the API checks a consent, in the contact's country.
 */
export function consentOfRow(
  cells: Partial<Record<ConsentColumn, string>>,
  phoneNumber: string | undefined,
  region: string,
  now: Date,
): { ok: true; consent: CheckedConsent } | { ok: false; field: string | null; reason: string } {
  for (const column of requiredConsentColumns) {
    if (!cells[column]) return { ok: false, field: column, reason: 'is empty, and a row with consent values needs it' };
  }
  if (!phoneNumber) return { ok: false, field: null, reason: 'the row has no phone number for its consent to cover' };
  const kind = enumValue(cells.consent_kind!);
  if (kind !== 'express' && kind !== 'express_written') {
    return { ok: false, field: 'consent_kind', reason: 'is neither express nor express_written' };
  }
  const scope = enumValue(cells.consent_scope!);
  if (scope !== 'informational' && scope !== 'marketing') {
    return { ok: false, field: 'consent_scope', reason: 'is neither informational nor marketing' };
  }
  for (const column of ['consent_captured_at', 'consent_expires_at'] as const) {
    const cell = cells[column];
    if (cell && !parseDateTime(instant(cell))) {
      return { ok: false, field: column, reason: 'is not a date or date-time such as 2026-01-15 or 2026-01-15T10:30:00Z' };
    }
  }
  const source: Record<string, string> = { type: 'import' };
  if (cells.consent_source_url) source.url = cells.consent_source_url;
  if (cells.consent_text) source.text = cells.consent_text;
  const checked = checkConsent(
    {
      phone_number: phoneNumber,
      kind,
      scope,
      source,
      captured_at: instant(cells.consent_captured_at!),
      expires_at: cells.consent_expires_at ? instant(cells.consent_expires_at) : null,
    },
    region,
    now,
  );
  return checked.ok ? checked : { ok: false, ...plainError(checked.error) };
}

function plainError(e: AppError): { field: string | null; reason: string } {
  const d = e.details?.[0];
  if (!d) return { field: null, reason: `its consent cannot be recorded: ${e.message}` };
  const field = columnOfField[d.path];
  return field ? { field, reason: d.message } : { field: null, reason: `its consent's ${d.path} ${d.message}` };
}
