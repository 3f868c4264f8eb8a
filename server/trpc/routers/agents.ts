import { z } from 'zod';
import { createAgentInput, updateAgentInput } from '../../services/agents/schema';
import { createAgent, getAgentDetail, listAgents, toAgentDetail, updateAgent } from '../../services/agents/service';
import { templateValuesInput } from '../../services/templates/schema';
import { toolDescriptions } from '../../services/tools/arguments';
import { toolNames } from '../../services/tools/names';
import { templateValues } from '../../services/templates/values';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;

export const agentsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listAgents(ctx.db, ctx.actor)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getAgentDetail(ctx.db, ctx.actor, input.id)),
  create: protectedProcedure.input(createAgentInput).mutation(async ({ ctx, input }) => toAgentDetail(await createAgent(ctx.db, ctx.actor, input))),
  update: protectedProcedure
    .input(z.object({ id, patch: updateAgentInput }))
    .mutation(async ({ ctx, input }) => toAgentDetail(await updateAgent(ctx.db, ctx.actor, input.id, input.patch))),
  /** The tools an agent can be given, with what each does, for the agent form's toggles. */
  toolCatalog: protectedProcedure.query(() => toolNames.map((name) => ({ name, description: toolDescriptions[name] }))),
  /**
   * The values a template sees for a contact (or for none): the preview renders instructions with the same
   * renderer and the same values a call uses.
   */
  templateValues: protectedProcedure.input(templateValuesInput).query(({ ctx, input }) => templateValues(ctx.db, ctx.actor, input)),
});
