import { z } from 'zod';
import { getBusinessValues, getContactForCall } from '../../services/contacts/template-values';
import { createAgentInput, updateAgentInput } from '../../services/agents/schema';
import { createAgent, findVisibleAgent, listAgents, toAgentDto, updateAgent, type AgentRow } from '../../services/agents/service';
import { protectedProcedure, router } from '../init';

const id = z.number().int().positive();

/** The list fields plus what the edit form needs. */
const agentDetail = (a: AgentRow) => ({
  ...toAgentDto(a),
  instructions: a.instructions,
  first_message: a.firstMessage,
  provider_phone_number_id: a.providerPhoneNumberId,
  shared_with_clients: a.sharedWithClients,
  account_id: a.accountId,
  created_by_user_id: a.createdByUserId,
});

export const agentsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listAgents(ctx.db, ctx.actor)),
  get: protectedProcedure.input(z.object({ id })).query(async ({ ctx, input }) => agentDetail(await findVisibleAgent(ctx.db, ctx.actor, input.id))),
  create: protectedProcedure.input(createAgentInput).mutation(async ({ ctx, input }) => agentDetail(await createAgent(ctx.db, ctx.actor, input))),
  update: protectedProcedure
    .input(z.object({ id, patch: updateAgentInput }))
    .mutation(async ({ ctx, input }) => agentDetail(await updateAgent(ctx.db, ctx.actor, input.id, input.patch))),
  /**
   * The values a template sees for a contact (or for none): the preview renders instructions with the same
   * renderer and the same values a call uses.
   */
  templateValues: protectedProcedure
    .input(z.object({ contact_id: id.nullish() }))
    .query(async ({ ctx, input }) => ({
      contact: input.contact_id ? (await getContactForCall(ctx.db, ctx.actor, input.contact_id)).values : {},
      business: await getBusinessValues(ctx.db, ctx.actor.accountId),
    })),
});
