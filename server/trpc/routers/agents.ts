import { z } from 'zod';
import { createAgentInput, updateAgentInput } from '../../services/agents/schema';
import { editAgent, restoreAgentVersionJudged } from '../../services/agent-changes/judged-edit';
import { createAgent, getAgentDetail, listAgents, toAgentDetail } from '../../services/agents/service';
import { archiveAgent, listArchivedAgents, unarchiveAgent } from '../../services/agents/archive';
import { agentCatalogue } from '../../services/agents/catalogue';
import { listAgentVersions } from '../../services/agents/versions';
import { templateDefinitions } from '../../services/templates/names';
import { templateValuesInput } from '../../services/templates/schema';
import { toolDescriptions } from '../../services/tools/arguments';
import { toolNames } from '../../services/tools/names';
import { templateValues } from '../../services/templates/values';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;

export const agentsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listAgents(ctx.db, ctx.actor)),
  /** Archived agents, off the list by default (the agents page's "Show archived"). */
  listArchived: protectedProcedure.query(({ ctx }) => listArchivedAgents(ctx.db, ctx.actor)),
  archive: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => archiveAgent(ctx.db, ctx.actor, input.id)),
  unarchive: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => unarchiveAgent(ctx.db, ctx.actor, input.id)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getAgentDetail(ctx.db, ctx.actor, input.id)),
  create: protectedProcedure.input(createAgentInput).mutation(async ({ ctx, input }) => toAgentDetail(await createAgent(ctx.db, ctx.actor, input))),
  update: protectedProcedure
    .input(z.object({ id, patch: updateAgentInput }))
    .mutation(async ({ ctx, input }) => toAgentDetail(await editAgent(ctx.db, ctx.actor, input.id, input.patch))),
  /** The agent page's Versions card: every version, newest first. */
  versions: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => listAgentVersions(ctx.db, ctx.actor, input.id)),
  /** Restore: a new version equal to the one chosen (the card asks for confirmation first). */
  restoreVersion: protectedProcedure
    .input(z.object({ id, version: rowIdSchema }))
    .mutation(async ({ ctx, input }) => toAgentDetail(await restoreAgentVersionJudged(ctx.db, ctx.actor, input.id, input.version))),
  /** The models and voices the operator offers (AGENT_MODELS, AGENT_VOICES), for the agent form's choices. */
  catalogue: protectedProcedure.query(() => agentCatalogue()),
  /** The tools an agent can be given, with what each does, for the agent form's toggles. */
  toolCatalog: protectedProcedure.query(() => toolNames.map((name) => ({ name, description: toolDescriptions[name] }))),
  /**
   * The values a template sees for a contact (or for none): the preview renders instructions with the same
   * renderer and the same values a call uses.
   */
  templateValues: protectedProcedure.input(templateValuesInput).query(({ ctx, input }) => templateValues(ctx.db, ctx.actor, input)),
  /** The variable definitions templates may name, so the editor can warn about the others. */
  templateDefinitions: protectedProcedure.query(({ ctx }) => templateDefinitions(ctx.db, ctx.actor)),
});
