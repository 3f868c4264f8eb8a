import { z } from 'zod';

/** The contract's Agent object, as listed by GET /api/v1/agents. */
export const agentSchema = z.object({
  id: z.number().int(),
  assistant_id: z.string(),
  name: z.string(),
  role: z.string(),
  phone_number: z.string().nullable(),
  minutes_used: z.number(),
  total_calls: z.number().int(),
  model: z.string(),
  voice_id: z.string(),
  can_make_calls: z.boolean(),
  team_id: z.number().int().nullable(),
});
export type AgentDto = z.infer<typeof agentSchema>;

export const agentListSchema = z.object({ agents: z.array(agentSchema) });

export const agentRoles = ['outbound', 'inbound'] as const;

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +14155550123');

export const createAgentInput = z.object({
  name: z.string().trim().min(1).max(200),
  role: z.enum(agentRoles).default('outbound'),
  phone_number: e164.nullish(),
  provider_phone_number_id: z.string().max(200).nullish(),
  team_id: z.number().int().positive().nullish(),
  assistant_id: z.string().trim().min(1).max(200).optional(),
  model: z.string().trim().min(1).max(100).default('gpt-4o'),
  voice_id: z.string().trim().min(1).max(100).default('alloy'),
  instructions: z.string().max(100_000).default(''),
  first_message: z.string().max(10_000).default(''),
  shared_with_clients: z.boolean().default(false),
});
export type CreateAgentInput = z.input<typeof createAgentInput>;

export const updateAgentInput = createAgentInput.partial().omit({ assistant_id: true });
export type UpdateAgentInput = z.input<typeof updateAgentInput>;
