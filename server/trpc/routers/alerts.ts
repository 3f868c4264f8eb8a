import { z } from 'zod';
import { createAlertInput, listAlertsQuery } from '../../services/alerts/schema';
import { createAlert, deleteAlert, listAlertEvents, listAlerts } from '../../services/alerts/service';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

const id = rowIdSchema;

/** Every user of the account reads alerts; the service lets only owners and admins create and delete them. */
export const alertsRouter = router({
  list: protectedProcedure.input(listAlertsQuery).query(({ ctx, input }) => listAlerts(ctx.db, ctx.actor, input)),
  events: protectedProcedure
    .input(z.object({ id, query: listAlertsQuery }))
    .query(({ ctx, input }) => listAlertEvents(ctx.db, ctx.actor, input.id, input.query)),
  create: protectedProcedure.input(createAlertInput).mutation(({ ctx, input }) => createAlert(ctx.db, ctx.actor, input)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteAlert(ctx.db, ctx.actor, input.id)),
});
