import { z } from 'zod';
import { toolNameSchema } from '../tools/names';

/** One of an agent's versions (GET /api/v1/agents/{id}/versions): what it said and did from `created_at` on. */
export const agentVersionSchema = z.object({
  version: z.number().int().describe('1 for the agent as created (or as it was when versions began); each change adds one'),
  created_at: z.string(),
  created_by: z.object({ user_id: z.number().int(), email: z.string() }).nullable()
    .describe('who made the change (an API key stands for its user); null when unknown or the user was removed'),
  restored_from: z.number().int().nullable().describe('the version this one restored; null for an edit'),
  instructions: z.string(),
  first_message: z.string(),
  tools: z.array(toolNameSchema),
  model: z.string(),
  voice_id: z.string(),
  analysis: z.object({ summary: z.boolean(), success_criteria: z.string().nullable(), extract: z.array(z.string()) }).nullable(),
});
export type AgentVersionDto = z.infer<typeof agentVersionSchema>;

export const agentVersionListSchema = z.object({
  agent_id: z.number().int(),
  version: z.number().int().describe("the agent's current version"),
  versions: z.array(agentVersionSchema).describe('newest first'),
});
export type AgentVersionListDto = z.infer<typeof agentVersionListSchema>;
