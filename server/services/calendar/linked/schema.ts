import { z } from 'zod';
import { calendarProviders, connectionStatuses } from '../../../db/schema/calendar-connections';
import { MAX_INT4, rowIdSchema } from '../../../lib/ids';
import { documentedParam } from '../../../lib/query-values';

// ---------------------------------------------------------------------------------------------------------
// Inputs.

export const createConnectionInput = z.object({
  provider: z.enum(calendarProviders, { error: () => `must be one of ${calendarProviders.join(', ')}` }),
  caldav: z.object({
    server_url: z.string().trim().min(1).max(2000).describe('the CalDAV server or principal URL (https; it passes the address guard webhooks pass)'),
    username: z.string().min(1).max(320),
    password: z.string().min(1).max(1000).describe('an app password; sealed at rest, never returned'),
  }).optional().describe('required with provider caldav'),
  gohighlevel: z.object({
    location_id: z.string().trim().min(1).max(100),
    token: z.string().min(1).max(4000).optional().describe('a HighLevel private integration token: the connection is active at once; without it, OAuth'),
  }).optional(),
  user_id: rowIdSchema.optional().describe("whose calendar this is; owners and admins may link one for another user of the account, default the key's user"),
});
export type CreateConnectionInput = z.input<typeof createConnectionInput>;

export const patchConnectionInput = z.object({
  calendars: z.array(z.object({
    id: rowIdSchema,
    busy_source: z.boolean().optional().describe("this calendar's busy time blocks availability"),
    write_target: z.boolean().optional().describe("Switchboard's events are written here (one per person: setting it clears the others)"),
  })).min(1).max(200),
});
export type PatchConnectionInput = z.input<typeof patchConnectionInput>;

export const listConnectionsQuery = z.object({
  user_id: documentedParam(z.union([rowIdSchema, z.string().regex(/^\d{1,10}$/).transform(Number).pipe(rowIdSchema)], { error: 'must be a positive integer' }), { type: 'integer', minimum: 1, maximum: MAX_INT4 }).optional()
    .describe("owners and admins: another user's connections (default the key's user)"),
});
export type ListConnectionsQuery = z.input<typeof listConnectionsQuery>;

// ---------------------------------------------------------------------------------------------------------
// Outputs.

export const linkedCalendarSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  name: z.string(),
  time_zone: z.string(),
  primary: z.boolean(),
  busy_source: z.boolean(),
  write_target: z.boolean(),
});

export const connectionSchema = z.object({
  id: z.number().int(),
  provider: z.enum(calendarProviders),
  user_id: z.number().int(),
  account_label: z.string(),
  status: z.enum(connectionStatuses),
  calendars: z.array(linkedCalendarSchema),
  push: z.object({
    mode: z.enum(['webhook', 'poll']).describe('webhook: the provider pushes changes; poll: read every 5 minutes'),
    expires_at: z.string().nullable().describe('when the earliest push channel expires (renewed before)'),
  }),
  last_synced_at: z.string().nullable(),
  lag_seconds: z.number().int().nullable().describe('seconds since the last good sync'),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type ConnectionDto = z.infer<typeof connectionSchema>;

export const createdConnectionSchema = connectionSchema.extend({
  authorization_url: z.string().optional().describe('OAuth providers: where the person grants access (valid 10 minutes, once)'),
});
export type CreatedConnectionDto = z.infer<typeof createdConnectionSchema>;

export const connectionListSchema = z.object({ connections: z.array(connectionSchema) });

export const syncAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(connectionStatuses),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  message: z.string(),
});

export const deletedConnectionSchema = z.object({ id: z.number().int(), deleted: z.literal(true), message: z.string() });
export const reconnectAnswerSchema = z.object({ id: z.number().int(), authorization_url: z.string() });
