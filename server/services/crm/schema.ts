import { z } from 'zod';
import { crmConnectionStatuses, crmDirections, crmProviders } from '../../db/schema/crm';

// ---------------------------------------------------------------------------------------------------------
// Inputs.

const token = z.string().min(1).max(4000);

export const fieldMappingSchema = z.object({
  crm_field: z.string().trim().min(1).max(200).describe("the CRM's field name (HighLevel `firstName`, `custom.<field id>`; HubSpot property names)"),
  contact_field: z.string().trim().min(1).max(100).describe('a contact field (`first_name`, `email`, …), `phone_numbers`, `tags`, or `context.<variable name>`'),
});

export const createCrmConnectionInput = z.object({
  provider: z.enum(crmProviders, { error: () => `must be one of ${crmProviders.join(', ')}` }),
  gohighlevel: z.object({
    location_id: z.string().trim().min(1).max(100),
    token: token.optional().describe('a HighLevel private integration token: active at once; without it, OAuth'),
  }).optional().describe('required with provider gohighlevel'),
  hubspot: z.object({
    token: token.optional().describe('a HubSpot private app token: active at once; without it, OAuth'),
    portal_id: z.string().trim().regex(/^\d{1,20}$/, 'must be the HubSpot account (hub) id').optional().describe("the HubSpot account's id, which its webhooks name"),
  }).optional(),
});
export type CreateCrmConnectionInput = z.input<typeof createCrmConnectionInput>;

export const patchCrmConnectionInput = z.object({
  field_map: z.array(fieldMappingSchema).max(200).optional(),
  direction: z.enum(crmDirections).optional().describe('both, from_crm (import only) or to_crm (opt-outs and notes only)'),
});
export type PatchCrmConnectionInput = z.input<typeof patchCrmConnectionInput>;

// ---------------------------------------------------------------------------------------------------------
// Outputs.

export const crmConnectionSchema = z.object({
  id: z.number().int(),
  provider: z.enum(crmProviders),
  status: z.enum(crmConnectionStatuses),
  direction: z.enum(crmDirections),
  field_map: z.array(fieldMappingSchema),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  counts: z.object({
    imported: z.number().int(),
    updated: z.number().int(),
    pushed: z.number().int(),
    failed: z.number().int(),
  }),
  import_done: z.boolean().describe('the first import has read every page'),
  created_at: z.string(),
});
export type CrmConnectionDto = z.infer<typeof crmConnectionSchema>;

export const createdCrmConnectionSchema = crmConnectionSchema.extend({
  authorization_url: z.string().optional().describe('OAuth: where the person grants access (valid 10 minutes, once)'),
});
export type CreatedCrmConnectionDto = z.infer<typeof createdCrmConnectionSchema>;

export const crmConnectionListSchema = z.object({ connections: z.array(crmConnectionSchema) });
export const deletedCrmConnectionSchema = z.object({ id: z.number().int(), deleted: z.literal(true), message: z.string() });
export const crmSyncAnswerSchema = z.object({ id: z.number().int(), status: z.enum(crmConnectionStatuses), message: z.string() });
