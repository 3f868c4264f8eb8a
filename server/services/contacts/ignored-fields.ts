import { phoneNumberInput, updateContactInput } from './schema';

const contactKeys = new Set(Object.keys(updateContactInput.shape));
const phoneKeys = new Set(Object.keys(phoneNumberInput.shape));

/**
 * The fields of a contact body that the API does not know, as dotted paths (`nmae`, `phone_numbers.0.primry`), in
 * alphabetical order. They are ignored (an unknown field never fails a request), and named in the answer so that a
 * typo is visible. The contexts are free-form and never looked into.
 */
export function ignoredContactFields(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!contactKeys.has(key)) out.push(key);
    else if (key === 'phone_numbers' && Array.isArray(value)) {
      value.forEach((entry, i) => {
        if (isRecord(entry)) for (const k of Object.keys(entry)) if (!phoneKeys.has(k)) out.push(`phone_numbers.${i}.${k}`);
      });
    }
  }
  return out.sort();
}

/** `ignored_fields` to spread into an answer: absent when nothing was ignored, so such answers are unchanged. */
export const ignoredFieldsOf = (body: unknown): { ignored_fields?: string[] } => {
  const ignored = ignoredContactFields(body);
  return ignored.length ? { ignored_fields: ignored } : {};
};

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
