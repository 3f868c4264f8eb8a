import { z } from 'zod';
import { consentKinds, consentRevokedVia, consentScopes, consentSourceTypes } from '../../db/schema';
import { checkedPerItem } from '../../errors';
import { dateTimeInput } from '../../lib/date-time';
import { rowIdQuery, rowIdSchema } from '../../lib/ids';
import { pageFields, pageParams } from '../../lib/pagination';
import { phoneNumberText } from '../../lib/phone-pattern';

// Consents (extensions §7): the callee's prior express (written) consent, its evidence, and its revocation.

export const MAX_BULK_CONSENTS = 1000;
/** How far a captured_at may lie ahead of the server's clock: a client stamping "now" with a clock a little ahead. */
export const CAPTURED_AT_SKEW_MS = 60_000;

export const consentSourceSchema = z
  .object({
    type: z.enum(consentSourceTypes).describe('How the consent was given: a web form, on paper, by voice, through the API, or in an imported file.'),
    url: z
      .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
      .max(2048)
      .optional()
      .describe('The address of the form or page where the person agreed.'),
    ip: z.union([z.ipv4(), z.ipv6()], { error: 'must be an IPv4 or IPv6 address' }).optional().describe('The address the agreement came from.'),
    text: z.string().max(10_000).optional().describe('The words the person agreed to, as shown to them.'),
  });

/** POST /api/v1/consents (and each row of the bulk write). */
export const recordConsentInput = z
  .object({
    phone_number: phoneNumberText.describe(
      "The number the consent covers, normalised to E.164 (a national form is read in the account's country).",
    ),
    contact_id: rowIdSchema
      .nullish()
      .describe(
        "Optional: the contact the consent is for. It must be one of the account's contacts the key can see and must hold the number; " +
          "without it the account's contact holding the number (the oldest, if several) is found.",
      ),
    kind: z.enum(consentKinds).describe('`express`, or `express_written` (needed for marketing calls by default).'),
    scope: z.enum(consentScopes).describe('`informational`, or `marketing` (which also covers informational calls).'),
    source: consentSourceSchema.default({ type: 'api' }).describe('Where the consent came from; default `{ "type": "api" }`.'),
    seller: z.string().trim().min(1, 'must not be blank').max(200).optional().describe('The business the person agreed to be called by; default the business name.'),
    captured_at: dateTimeInput.describe('When the person agreed; not in the future.'),
    expires_at: dateTimeInput.nullish().describe('When the consent lapses (after captured_at); null or absent: never.'),
  });
export type RecordConsentInput = z.input<typeof recordConsentInput>;
export type RecordConsentData = z.output<typeof recordConsentInput>;

export const bulkConsentsInput = z.object({
  consents: checkedPerItem(
    z
      .array(z.unknown().meta({ type: 'object' }).describe('A consent as for POST /api/v1/consents.'))
      .min(1, 'must hold at least one consent')
      .max(MAX_BULK_CONSENTS, `must hold at most ${MAX_BULK_CONSENTS} consents`),
  ),
});
export type BulkConsentsInput = z.input<typeof bulkConsentsInput>;

export const bulkConsentRowSchema = z.object({
  index: z.number().int().describe('Position of the row in `consents`, from 0.'),
  status: z.enum(['created', 'error']),
  id: z.number().int().optional().describe('The consent recorded.'),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type BulkConsentRow = z.infer<typeof bulkConsentRowSchema>;

export const bulkConsentsResultSchema = z.object({
  results: z.array(bulkConsentRowSchema),
  created: z.number().int(),
  failed: z.number().int(),
});
export type BulkConsentsResult = z.infer<typeof bulkConsentsResultSchema>;

/** Who may name a revocation's door: `do_not_call` belongs to the do-not-call list alone. */
export const revokeVia = ['call', 'api', 'dashboard', 'other'] as const satisfies readonly (typeof consentRevokedVia)[number][];

export const revokeConsentInput = z
  .object({
    via: z
      .enum(revokeVia)
      .optional()
      .describe('How the person withdrew it: `call`, `api`, `dashboard` or `other`; default the door used (`api` for a key).'),
    note: z.string().trim().max(1000).optional().describe('Why, in words; kept with the consent and in its change log.'),
  });
export type RevokeConsentInput = z.input<typeof revokeConsentInput>;

const idFilter = rowIdQuery;
const booleanFilter = z.union([z.boolean(), z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true')]);

/** GET /api/v1/consents query, and the dashboard's list input. */
export const listConsentsQuery = z.object({
  phone_number: phoneNumberText.optional().describe('Consents of this number (any form the account would read).'),
  contact_id: idFilter
    .optional()
    .describe("Consents of this contact: recorded for it, or for one of its numbers. A contact the key cannot see has none."),
  active: booleanFilter
    .optional()
    .describe('true: not revoked and not expired; false: revoked or expired.'),
  ...pageParams,
});
export type ListConsentsQuery = z.input<typeof listConsentsQuery>;

export const consentSchema = z
  .object({
    id: z.number().int(),
    phone_number: z.string().describe('E.164.'),
    contact_id: z.number().int().nullable().describe("The account's contact holding the number when the consent was recorded, or null."),
    kind: z.enum(consentKinds),
    scope: z.enum(consentScopes),
    source: z.object({
      type: z.enum(consentSourceTypes),
      url: z.string().optional(),
      ip: z.string().optional(),
      text: z.string().optional(),
    }),
    seller: z.string(),
    captured_at: z.string(),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    revoked_via: z.enum(consentRevokedVia).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Consent' });
export type ConsentDto = z.infer<typeof consentSchema>;

export const consentListSchema = z.object({ ...pageFields, consents: z.array(consentSchema) });
export type ConsentList = z.infer<typeof consentListSchema>;
