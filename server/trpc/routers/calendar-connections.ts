import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import { createConnectionInput, listConnectionsQuery, patchConnectionInput } from '../../services/calendar/linked/schema';
import {
  createConnection, deleteConnection, getConnection, linkOptions, listConnections, outsideBusy, outsideBusyInput, patchConnection, reconnect,
  syncNow,
} from '../../services/calendar/service';
import { protectedProcedure, router } from '../init';

const id = rowIdSchema;

/**
 * The signed-in user's linked calendars, over the same service calls as REST's /calendar/connections. A session
 * holds can_read_calendar and can_write_calendar; the services keep others' connections to owners and admins.
 */
export const calendarConnectionsRouter = router({
  list: protectedProcedure.input(listConnectionsQuery).query(({ ctx, input }) => listConnections(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getConnection(ctx.db, ctx.actor, input.id)),
  /** Which providers this server can link, and whether by OAuth or a form. */
  linkOptions: protectedProcedure.query(() => linkOptions()),
  /** CalDAV and HighLevel tokens are checked and linked now; an OAuth provider answers the authorization_url to go to. */
  create: protectedProcedure.input(createConnectionInput).mutation(({ ctx, input }) => createConnection(ctx.db, ctx.actor, input)),
  /** Busy-source and write-target toggles; one write target per person (setting one clears the others). */
  patch: protectedProcedure
    .input(z.object({ id, patch: patchConnectionInput }))
    .mutation(({ ctx, input }) => patchConnection(ctx.db, ctx.actor, input.id, input.patch)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteConnection(ctx.db, ctx.actor, input.id)),
  syncNow: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => syncNow(ctx.db, ctx.actor, input.id)),
  /** OAuth connections only: a new authorization_url, the calendars and toggles kept. */
  reconnect: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => reconnect(ctx.db, ctx.actor, input.id)),
  /** The signed-in user's cached outside busy time in a window, labelled with its calendar, for the week view. */
  outsideBusy: protectedProcedure.input(outsideBusyInput).query(({ ctx, input }) => outsideBusy(ctx.db, ctx.actor, input.from, input.to)),
});
