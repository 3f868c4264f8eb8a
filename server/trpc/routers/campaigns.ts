import { z } from 'zod';
import { audienceInput, createCampaignInput, listCampaignsQuery, listRecipientsQuery } from '../../services/campaigns/schema';
import {
  cancelCampaign, countAudience, createCampaign, getCampaign, listCampaigns, listRecipients, pauseCampaign, previewCampaign, recipientsCsv,
  resumeCampaign, startCampaign,
} from '../../services/campaigns/service';
import { protectedProcedure, router } from '../init';

const id = z.number().int().positive();

export const campaignsRouter = router({
  list: protectedProcedure.input(listCampaignsQuery).query(({ ctx, input }) => listCampaigns(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getCampaign(ctx.db, ctx.actor, input.id)),
  recipients: protectedProcedure
    .input(z.object({ id, query: listRecipientsQuery }))
    .query(({ ctx, input }) => listRecipients(ctx.db, ctx.actor, input.id, input.query)),
  recipientsCsv: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => recipientsCsv(ctx.db, ctx.actor, input.id)),
  /** How many contacts an audience matches now: the create form's preview. */
  audienceCount: protectedProcedure.input(z.object({ audience: audienceInput })).query(({ ctx, input }) => countAudience(ctx.db, ctx.actor, input.audience)),
  /** What the form's campaign would do if started now (the pre-flight): skipped counts, estimates, the wallet. */
  preview: protectedProcedure.input(createCampaignInput).query(({ ctx, input }) => previewCampaign(ctx.db, ctx.actor, input)),
  create: protectedProcedure.input(createCampaignInput).mutation(({ ctx, input }) => createCampaign(ctx.db, ctx.actor, input)),
  start: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => startCampaign(ctx.db, ctx.actor, input.id)),
  pause: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => pauseCampaign(ctx.db, ctx.actor, input.id)),
  resume: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => resumeCampaign(ctx.db, ctx.actor, input.id)),
  cancel: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => cancelCampaign(ctx.db, ctx.actor, input.id)),
});
