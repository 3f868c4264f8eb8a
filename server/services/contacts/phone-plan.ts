import type { ErrorDetail } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import type { PhoneNumberInput } from './schema';

/** A number of a contact as stored. */
export interface StoredPhone {
  id: number;
  phoneNumber: string;
  phoneType: string | null;
  isPrimary: boolean;
  doNotCall: boolean;
}

/** A number of the contact once the request is applied; `id` is absent for a new one. */
export interface PlannedPhone {
  id?: number;
  phoneNumber: string;
  phoneType: string | null;
  isPrimary: boolean;
  doNotCall: boolean;
}

export type PhonePlan = { ok: true; phones: PlannedPhone[] } | { ok: false; errors: ErrorDetail[] };

export const MAX_PHONES_PER_CONTACT = 20;

/**
 * Works out a contact's numbers after a request (pure). `replace` (create, PUT): the entries become the
 * numbers. `merge` (PATCH): entries with an id update that number, entries without one are added, the
 * rest stay. Numbers are read in `country`. Every problem is reported with its entry's path; when the
 * plan is ok, exactly one number is primary (if there are any).
 */
export function planPhones(
  mode: 'replace' | 'merge',
  entries: readonly PhoneNumberInput[],
  existing: readonly StoredPhone[],
  country: string,
): PhonePlan {
  const errors: ErrorDetail[] = [];
  const at = (i: number, field: string, message: string) => errors.push({ path: `phone_numbers.${i}.${field}`, message });

  const phones: PlannedPhone[] = mode === 'merge' ? existing.map((p) => ({ ...p })) : [];
  /** Which request entry produced or touched each planned number (for error paths and primary flags). */
  const sourceOf = new Map<PlannedPhone, number>();
  const touchedIds = new Set<number>();

  entries.forEach((entry, i) => {
    let e164: string | undefined;
    if (entry.phone_number !== undefined) {
      const n = normalizePhone(entry.phone_number, country);
      if (n) e164 = n;
      else at(i, 'phone_number', 'is not a valid phone number');
    }
    if (mode === 'merge' && entry.id !== undefined) {
      const target = phones.find((p) => p.id === entry.id);
      if (!target) return at(i, 'id', `is not a phone number of this contact`);
      if (touchedIds.has(entry.id)) return at(i, 'id', 'is mentioned more than once');
      touchedIds.add(entry.id);
      if (e164) target.phoneNumber = e164;
      if (entry.phone_type !== undefined) target.phoneType = entry.phone_type ?? null;
      if (entry.do_not_call !== undefined) target.doNotCall = entry.do_not_call;
      sourceOf.set(target, i);
      return;
    }
    if (entry.phone_number === undefined) return at(i, 'phone_number', 'is required');
    if (!e164) return;
    const added: PlannedPhone = { phoneNumber: e164, phoneType: entry.phone_type ?? null, isPrimary: false, doNotCall: entry.do_not_call ?? false };
    phones.push(added);
    sourceOf.set(added, i);
  });

  const primaryRequests = entries.flatMap((e, i) => (e.primary === true ? [i] : []));
  for (const i of primaryRequests.slice(1)) at(i, 'primary', 'only one phone number may be primary');

  const seen = new Map<string, PlannedPhone>();
  for (const p of phones) {
    const first = seen.get(p.phoneNumber);
    if (!first) {
      seen.set(p.phoneNumber, p);
      continue;
    }
    // Report on the entry the client sent (the later one when both came in this request).
    const i = sourceOf.get(p) ?? sourceOf.get(first);
    if (i !== undefined) at(i, 'phone_number', `${p.phoneNumber} is already a number of this contact`);
  }
  if (phones.length > MAX_PHONES_PER_CONTACT) {
    errors.push({ path: 'phone_numbers', message: `a contact may have at most ${MAX_PHONES_PER_CONTACT} phone numbers` });
  }
  if (errors.length) return { ok: false, errors: dedupe(errors) };

  const requested = (p: PlannedPhone) => {
    const i = sourceOf.get(p);
    return i === undefined ? undefined : entries[i].primary;
  };
  const chosen =
    phones.find((p) => requested(p) === true) ??
    phones.find((p) => p.isPrimary && requested(p) !== false) ??
    phones.find((p) => requested(p) !== false) ??
    phones[0];
  for (const p of phones) p.isPrimary = p === chosen;
  return { ok: true, phones };
}

function dedupe(errors: ErrorDetail[]): ErrorDetail[] {
  const keys = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.path}\u0000${e.message}`;
    if (keys.has(k)) return false;
    keys.add(k);
    return true;
  });
}
