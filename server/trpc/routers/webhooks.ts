import { z } from 'zod';
import { getDelivery, listDeliveries, listFailedDeliveries, redeliver, sendTestDelivery } from '../../services/webhooks/deliveries';
import { createWebhookInput, listDeliveriesQuery, listWebhooksQuery, updateWebhookInput } from '../../services/webhooks/schema';
import {
  createWebhook, deleteWebhook, getWebhook, listWebhooks, rotateWebhookSecret, updateWebhook,
} from '../../services/webhooks/service';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;
const deliveryId = z.string().max(64);

/** Webhooks belong to the account: the service lets only owners and admins manage them (permission_denied). */
export const webhooksRouter = router({
  list: protectedProcedure.input(listWebhooksQuery).query(({ ctx, input }) => listWebhooks(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getWebhook(ctx.db, ctx.actor, input.id)),
  /** The secret is in this answer (and rotate's) only. */
  create: protectedProcedure.input(createWebhookInput).mutation(({ ctx, input }) => createWebhook(ctx.db, ctx.actor, input)),
  update: protectedProcedure
    .input(z.object({ id, patch: updateWebhookInput }))
    .mutation(({ ctx, input }) => updateWebhook(ctx.db, ctx.actor, input.id, input.patch)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteWebhook(ctx.db, ctx.actor, input.id)),
  rotateSecret: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => rotateWebhookSecret(ctx.db, ctx.actor, input.id)),
  sendTest: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => sendTestDelivery(ctx.db, ctx.actor, input.id)),
  deliveries: protectedProcedure
    .input(z.object({ id, query: listDeliveriesQuery }))
    .query(({ ctx, input }) => listDeliveries(ctx.db, ctx.actor, input.id, input.query)),
  delivery: protectedProcedure
    .input(z.object({ id, deliveryId }))
    .query(({ ctx, input }) => getDelivery(ctx.db, ctx.actor, input.id, input.deliveryId)),
  failedDeliveries: protectedProcedure
    .input(listDeliveriesQuery.omit({ status: true }))
    .query(({ ctx, input }) => listFailedDeliveries(ctx.db, ctx.actor, input)),
  redeliver: protectedProcedure
    .input(z.object({ id, deliveryId }))
    .mutation(({ ctx, input }) => redeliver(ctx.db, ctx.actor, input.id, input.deliveryId)),
});
