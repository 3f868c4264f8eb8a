import { z } from 'zod';
import { agentSchema } from './schema';

/** The agent as archive and unarchive answer it: the list's fields plus when it was archived (null: active). */
export const archivedAgentSchema = agentSchema.extend({
  archived_at: z.string().nullable().describe('When the agent was archived; null when it is active.'),
  paused_campaign_ids: z.array(z.number().int()).describe('Campaigns of the agent that archiving paused (empty on unarchive).'),
});
export type ArchivedAgentDto = z.infer<typeof archivedAgentSchema>;
