import { heavyWork } from '../../http/heavy-work';
import { z } from 'zod';
import { audienceInput, createCampaignInput, listCampaignsQuery, listRecipientsQuery } from '../../services/campaigns/schema';
import {
  cancelCampaign, countAudience, createCampaign, getCampaign, listCampaigns, listRecipientsWithNames, pauseCampaign, previewCampaign, recipientsCsv,
  resumeCampaign, startCampaign,
} from '../../services/campaigns/service';
import { protectedProcedure, router } from '../init';

const id = z.number().int().positive();

export const campaignsRouter = router({
  list: protectedProcedure.input(listCampaignsQuery).query(({ ctx, input }) => listCampaigns(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getCampaign(ctx.db, ctx.actor, input.id)),
  /** The REST list with each contact's name beside its number. */
  recipients: protectedProcedure
    .input(z.object({ id, query: listRecipientsQuery }))
    .query(({ ctx, input }) => listRecipientsWithNames(ctx.db, ctx.actor, input.id, input.query)),
  recipientsCsv: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => recipientsCsv(ctx.db, ctx.actor, input.id)),
  /** How many contacts an audience matches now: the create form's preview. */
  audienceCount: protectedProcedure.input(z.object({ audience: audienceInput })).query(({ ctx, input }) => countAudience(ctx.db, ctx.actor, input.audience)),
  /** What the form's campaign would do if started now (the pre-flight): skipped counts, estimates, the wallet. */
  // Over a whole audience, in turn with the REST doors' previews and creates (server/http/heavy-work.ts).
  preview: protectedProcedure.input(createCampaignInput).query(({ ctx, input }) =>
    heavyWork.run(ctx.actor.accountId, () => previewCampaign(ctx.db, ctx.actor, input))),
  create: protectedProcedure.input(createCampaignInput).mutation(({ ctx, input }) =>
    heavyWork.run(ctx.actor.accountId, () => createCampaign(ctx.db, ctx.actor, input))),
  /** confirm_nobody_callable: start even when nobody would be dialed (CONFLICT campaign_dials_nobody otherwise). */
  start: protectedProcedure
    .input(z.object({ id, confirm_nobody_callable: z.boolean().default(false) }))
    .mutation(({ ctx, input }) => startCampaign(ctx.db, ctx.actor, input.id, new Date(), { confirmNobodyCallable: input.confirm_nobody_callable })),
  pause: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => pauseCampaign(ctx.db, ctx.actor, input.id)),
  resume: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => resumeCampaign(ctx.db, ctx.actor, input.id)),
  cancel: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => cancelCampaign(ctx.db, ctx.actor, input.id)),
});
