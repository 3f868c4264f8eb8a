import { z } from 'zod';
import { required } from '../../errors';
import { cursorParam, pageParams, scalablePageFields } from '../../lib/pagination';
import { contactStages, contactStatuses } from '../../db/schema';
import { isValidZone } from '../calendar/dates';
import { isKnownSubdivision } from '../../lib/subdivisions';
import { isKnownCountry, knownCountries } from '../../lib/phone';
import { emailForm } from '../../lib/email-form';
import { phoneNumberText } from '../../lib/phone-pattern';
import { rowIdSchema } from '../../lib/ids';

/** Optional text: trimmed; an empty string means "no value" (null). */
const optionalText = (max: number) =>
  z.string().trim().max(max).transform((s) => (s === '' ? null : s)).nullable().optional();

const email = z
  .string()
  .trim()
  .transform((s) => (s === '' ? null : s))
  .pipe(z.email('must be a valid email address').max(254).nullable())
  .nullable()
  .optional()
  .meta({ anyOf: [emailForm, { const: '' }, { type: 'null' }] });

export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isKnownCountry, 'must be an ISO 3166-1 alpha-2 country code such as US')
  .meta({ id: 'CountryCode', enum: [...knownCountries], description: 'An ISO 3166-1 alpha-2 country code with phone numbers, such as US (read case-insensitively).' });

const context = z.record(z.string(), z.unknown()).nullable().optional();

/** At most one entry asks to be primary (phone-plan.ts). */
const onePrimary = { contains: { required: ['primary'], properties: { primary: { const: true } } }, minContains: 0, maxContains: 1 };

/** On PATCH an entry names an existing number by `id` or gives a `phone_number`; on create and PUT it gives one. */
export const phoneNumberInput = z.looseObject({
  /** Only meaningful on PATCH: identifies an existing number of the contact. */
  id: rowIdSchema.optional(),
  phone_number: phoneNumberText.optional(),
  phone_type: optionalText(30),
  primary: z.boolean().optional(),
  do_not_call: z.boolean().optional(),
}).meta({ anyOf: [{ required: ['phone_number'] }, { required: ['id'] }] });
export type PhoneNumberInput = z.output<typeof phoneNumberInput>;

const contactFields = {
  last_name: optionalText(200),
  email,
  company: optionalText(200),
  website: optionalText(500),
  address: optionalText(500),
  city: optionalText(200),
  state: optionalText(200)
    .refine((s) => !s || !/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/.test(s) || isKnownSubdivision(s.toUpperCase()), 'is not a known ISO 3166-2 state or province code')
    .describe("state or province; an ISO 3166-2 code (US-FL), a US/Canadian code (FL) or name brings that state's calling laws (a code of that XX-YYY form that names no known state or province is refused)"),
  zip_code: optionalText(20),
  timezone: z.string().max(64).refine(isValidZone, 'must be an IANA time zone such as America/New_York')
    .meta({ id: 'TimeZone', enum: [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort(), description: 'An IANA time zone such as America/New_York.' })
    .nullable().optional()
    .describe("the contact's IANA zone; calling hours follow it instead of the zones of the number's area"),
  country: countrySchema.nullable().optional(),
  status: z.enum(contactStatuses).nullable().optional(),
  stage: z.enum(contactStages).nullable().optional(),
  team_id: rowIdSchema.nullable().optional(),
  tags: z.array(z.string().trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters')).max(100).nullable().optional(),
  phone_numbers: z.array(phoneNumberInput).max(20).meta(onePrimary).nullable().optional(),
  phone_number: phoneNumberText.nullable().optional()
    .describe('Shorthand for one primary number, the same as `phone_numbers: [{ "phone_number": …, "primary": true }]` (on PATCH an existing number becomes primary, a new one is added as primary). Not together with `phone_numbers`.'),
  custom_context: context,
  industry_context: context,
};

/** The document's form of the rule phone-shorthand.ts applies: `phone_number` and `phone_numbers` not both (null is absent). */
const shorthandOrList = {
  not: { required: ['phone_number', 'phone_numbers'], properties: { phone_number: { type: 'string' }, phone_numbers: { type: 'array' } } },
};

/**
 * Contact bodies are loose objects: a field the API does not know is kept through parsing so that the write can
 * name it in `ignored_fields` (see ignored-fields.ts), and is otherwise ignored (an unknown field never fails a
 * request).
 */
export const createContactInput = z.looseObject({
  first_name: required(z.string().trim().min(1, 'is required').max(200), 'missing_first_name'),
  ...contactFields,
  phone_numbers: z.array(phoneNumberInput.extend({ phone_number: phoneNumberText })).max(20).meta(onePrimary).nullable().optional(),
}).meta(shorthandOrList);
export type CreateContactInput = z.input<typeof createContactInput>;

/** PUT and PATCH take the same body; they differ in what an omitted field means. */
export const updateContactInput = z.looseObject({
  first_name: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  ...contactFields,
}).meta(shorthandOrList);
export type UpdateContactInput = z.input<typeof updateContactInput>;
export type UpdateMode = 'put' | 'patch';

/** PUT's body: PATCH's, except that each phone entry gives its number, as on create (an `id` alone keeps nothing). */
export const replaceContactInput = updateContactInput.extend({ phone_numbers: createContactInput.shape.phone_numbers }).meta(shorthandOrList);

/** Response of create and update. */
export const contactConfirmationSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  ignored_fields: z.array(z.string()).optional()
    .describe('Body fields the API does not know and ignored (`phone_numbers.0.primry` inside an entry); present only when there are some.'),
});
export type ContactConfirmation = z.infer<typeof contactConfirmationSchema>;

export const contactPhoneNumberSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  phone_type: z.string().nullable(),
  primary: z.boolean(),
  do_not_call: z.boolean(),
});

/** The full contact (GET /api/v1/contacts/{id}, and each item of the list). */
export const contactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  timezone: z.string().nullable(),
  country: z.string(),
  status: z.enum(contactStatuses),
  stage: z.enum(contactStages),
  team_id: z.number().int().nullable(),
  owner_user_id: z.number().int().nullable(),
  tags: z.array(z.string()),
  phone_numbers: z.array(contactPhoneNumberSchema),
  custom_context: z.record(z.string(), z.unknown()),
  industry_context: z.record(z.string(), z.unknown()),
  external_ids: z.object({
    gohighlevel: z.string().optional().describe("the contact's id in the connected HighLevel location"),
    hubspot: z.string().optional().describe("the contact's id in the connected HubSpot account"),
  }).describe("the contact's ids in the account's CRMs (docs/crm.md)"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactDto = z.infer<typeof contactSchema>;


export const listContactsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(50).optional(),
  status: z.enum(contactStatuses).optional(),
  stage: z.enum(contactStages).optional(),
  ...pageParams,
  cursor: cursorParam,
});
export type ListContactsQuery = z.input<typeof listContactsQuery>;

export const contactListSchema = z.object({
  ...scalablePageFields,
  contacts: z.array(contactSchema),
});
export type ContactList = z.infer<typeof contactListSchema>;

/** The export takes the list's filters, without paging. */
export const exportContactsQuery = listContactsQuery.omit({ page: true, limit: true });
export type ExportContactsQuery = z.input<typeof exportContactsQuery>;
