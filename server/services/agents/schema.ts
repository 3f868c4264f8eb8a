import { z } from 'zod';
import { callPurposes, voiceProviders } from '../../db/schema/calls';
import { rowIdSchema } from '../../lib/ids';
import { toolNameSchema, toolNames } from '../tools/names';
import { agentModels, agentVoices, catalogueField, defaultAgentModel, defaultAgentVoice } from './catalogue';

/** The contract's Agent object, as listed by GET /api/v1/agents. */
export const agentSchema = z.object({
  id: z.number().int(),
  assistant_id: z.string(),
  name: z.string(),
  role: z.string(),
  phone_number: z.string().nullable(),
  minutes_used: z.number().describe("Billed minutes: every started minute of each call the agent handled, as the wallet is charged (a 3 min 12 s call adds 4). Talk time is each call's duration_seconds."),
  total_calls: z.number().int(),
  model: z.string(),
  voice_id: z.string(),
  can_make_calls: z.boolean(),
  team_id: z.number().int().nullable(),
  provider: z
    .enum(voiceProviders)
    .describe(
      "The voice provider that carries the agent's calls (default: the server's VOICE_PROVIDER). It must be one this server " +
        'has credentials for, and it is chosen when the agent is created: an update may only repeat it.',
    ),
});
export type AgentDto = z.infer<typeof agentSchema>;

export const agentListSchema = z.object({ agents: z.array(agentSchema) });

export const agentRoles = ['outbound', 'inbound'] as const;

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +14155550123');

/**
 * What to learn from each finished call: a summary, a success verdict against `success_criteria` (none: success
 * stays null), and contact variables to extract (names of context variables; each value goes through the
 * variable's typed validation before it is written to the contact).
 */
export const agentAnalysisSchema = z.object({
  summary: z.boolean().default(true),
  success_criteria: z.string().trim().min(1).max(2000).nullish().transform((v) => v ?? null),
  extract: z.array(z.string().trim().min(1).max(64).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a variable name'))
    .max(20)
    .refine((a) => new Set(a).size === a.length, 'must not repeat a variable')
    .meta({ uniqueItems: true })
    .describe('names of contact variables the account has defined')
    .default([]),
});
export type AgentAnalysisInput = z.input<typeof agentAnalysisSchema>;

/**
 * Whose word makes an assistant's call informational: the owners' and admins', given once for the agent, never the
 * model's for each call (an informational call is not held to the law's calling windows, and may need no consent).
 */
export const agentPurposeSchema = z.enum(callPurposes).describe(
  'The purpose assumed for calls an assistant (MCP place_call) places with this agent: marketing (default) or ' +
    "informational (reminders, confirmations, service calls). A model's own purpose argument can never make a call " +
    'informational. Owners and admins only: a member who sends another value than the agent has is refused (403 ' +
    '`permission_denied`). Calls placed over POST /api/v1/calls keep their own `purpose`.',
);

/** The editable fields, without defaults: an update changes only what it sends. */
const agentFields = z.object({
  name: z.string().trim().min(1).max(200),
  role: z.enum(agentRoles),
  phone_number: e164.nullish(),
  provider_phone_number_id: z.string().max(200).nullish(),
  team_id: rowIdSchema.nullish(),
  model: catalogueField(agentModels(), 'models'),
  voice_id: catalogueField(agentVoices(), 'voices'),
  instructions: z.string().max(100_000),
  first_message: z.string().max(10_000),
  shared_with_clients: z.boolean(),
  analysis: agentAnalysisSchema.nullish(),
  tools: z.array(toolNameSchema).max(toolNames.length).refine((a) => new Set(a).size === a.length, 'must not repeat a tool')
    .meta({ uniqueItems: true }),
  /** Inbound: save a caller who is not among the account's contacts as a new contact. */
  save_unknown_callers: z.boolean(),
  /** The voice provider of the agent's calls; chosen at creation (default: the server's VOICE_PROVIDER). */
  provider: z.enum(voiceProviders),
  purpose: agentPurposeSchema,
  require_passing_tests: z.boolean().describe(
    'When true, a change of what the agent says or does (instructions, first message, tools, voice, model, analysis; a ' +
      'restore too) is taken only after the agent\'s conversation tests pass on it: otherwise 409 `tests_failed` with the run, ' +
      'and nothing changes. Default false.',
  ),
});

export const createAgentInput = agentFields.extend({
  role: agentFields.shape.role.default('outbound'),
  assistant_id: z.string().trim().min(1).max(200).optional(),
  model: agentFields.shape.model.default(defaultAgentModel()),
  voice_id: agentFields.shape.voice_id.default(defaultAgentVoice()),
  instructions: agentFields.shape.instructions.default(''),
  first_message: agentFields.shape.first_message.default(''),
  shared_with_clients: agentFields.shape.shared_with_clients.default(false),
  tools: agentFields.shape.tools.default([]),
  save_unknown_callers: agentFields.shape.save_unknown_callers.default(true),
  provider: agentFields.shape.provider.optional(),
  /** No default here: only a value sent is the owners' and admins' to give (the column's default is marketing). */
  purpose: agentFields.shape.purpose.optional(),
  require_passing_tests: agentFields.shape.require_passing_tests.default(false),
});
export type CreateAgentInput = z.input<typeof createAgentInput>;

export const updateAgentInput = agentFields.partial();
export type UpdateAgentInput = z.input<typeof updateAgentInput>;

/**
 * The REST bodies (extensions §3): the agent object's own fields plus tools, analysis, the inbound and provider
 * options and the purpose of its assistant calls. Anything else sent (such as the dashboard's `shared_with_clients`)
 * is ignored, like every unknown field.
 */
const restFields = {
  name: true, role: true, phone_number: true, instructions: true, first_message: true, model: true, voice_id: true, team_id: true,
  tools: true, analysis: true, save_unknown_callers: true, provider_phone_number_id: true, provider: true, purpose: true,
  require_passing_tests: true,
} as const;
export const createAgentBody = createAgentInput.pick({ ...restFields, assistant_id: true });
export const updateAgentBody = updateAgentInput.pick(restFields);

/** One agent as GET/PATCH /api/v1/agents/{id} and create answer: the listed fields plus its configuration. */
export const agentResourceSchema = agentSchema.extend({
  instructions: z.string(),
  first_message: z.string(),
  tools: z.array(toolNameSchema),
  analysis: z.object({ summary: z.boolean(), success_criteria: z.string().nullable(), extract: z.array(z.string()) }).nullable(),
  save_unknown_callers: z.boolean(),
  provider_phone_number_id: z.string().nullable(),
  purpose: agentPurposeSchema,
  require_passing_tests: z.boolean(),
  version: z.number().int().describe(
    'The current version of what the agent says and does (instructions, first message, tools, voice, model, analysis): 1 at ' +
      'creation, one more with each change of them (GET /api/v1/agents/{id}/versions lists them). Calls record it as agent_version.',
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentResource = z.infer<typeof agentResourceSchema>;
