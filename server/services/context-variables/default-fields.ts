import { IANAZone } from 'luxon';
import { z } from 'zod';
import { normalizePhone } from '../../lib/phone';
import { updateContactInput } from '../contacts/schema';
import type { Coerced } from './values';

/**
 * How a default variable set through a context endpoint lands in its record's own column: the column and
 * the rule for its value (the same rules as the contact or business field itself). A null value clears
 * the column, or restores its default where it has one; a required field refuses null.
 */
export interface DefaultField {
  column: string;
  schema: z.ZodType;
  /** The value null stands for (absent: null). */
  onNull?: unknown;
  readOnly?: boolean;
}

const c = updateContactInput.shape;
const readOnly = (column: string): DefaultField => ({ column, schema: z.never(), readOnly: true });

export const contactDefaultFields: Record<string, DefaultField> = {
  first_name: { column: 'firstName', schema: c.first_name.unwrap() },
  last_name: { column: 'lastName', schema: c.last_name },
  full_name: readOnly('fullName'),
  email: { column: 'email', schema: c.email },
  phone_number: readOnly('phoneNumber'),
  company: { column: 'company', schema: c.company },
  city: { column: 'city', schema: c.city },
  state: { column: 'state', schema: c.state },
  country: { column: 'country', schema: c.country, onNull: 'US' },
};

const text = (max: number) => z.string().trim().max(max).transform((s) => (s === '' ? null : s)).nullable();

export const businessDefaultFields: Record<string, DefaultField> = {
  name: { column: 'name', schema: z.string().trim().min(1, 'must not be empty').max(200) },
  phone: {
    column: 'phone',
    schema: z
      .string()
      .nullable()
      .transform((s, ctx) => {
        if (s === null || s.trim() === '') return null;
        const n = normalizePhone(s);
        if (!n) ctx.addIssue({ code: 'custom', message: 'must be a valid phone number' });
        return n;
      }),
  },
  email: { column: 'email', schema: c.email },
  website: { column: 'website', schema: text(500) },
  address: { column: 'address', schema: text(500) },
  timezone: {
    column: 'timezone',
    schema: z.string().trim().refine((tz) => IANAZone.isValidZone(tz), 'must be an IANA time zone such as America/New_York'),
    onNull: 'UTC',
  },
  industry: { column: 'industry', schema: text(200) },
};

/** Checks a default variable's value and returns what its column should hold. */
export function coerceDefaultField(field: DefaultField, value: unknown): Coerced {
  if (field.readOnly) return { ok: false, reason: 'is read-only' };
  if (value === null && field.onNull !== undefined) return { ok: true, value: field.onNull };
  const parsed = field.schema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: value === null ? 'is required and cannot be removed' : parsed.error.issues[0].message };
  return { ok: true, value: parsed.data ?? null };
}
