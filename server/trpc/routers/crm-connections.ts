import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import {
  createCrmConnection, deleteCrmConnection, getCrmConnection, listCrmConnections, patchCrmConnection, syncCrmConnection,
} from '../../services/crm/connections';
import { createCrmConnectionInput, patchCrmConnectionInput } from '../../services/crm/schema';
import { listCrmConflicts } from '../../services/crm/conflicts';
import { protectedProcedure, router } from '../init';

const id = rowIdSchema;

/** The account's CRM connections, over the same service calls as REST's /integrations/crm (owners and admins). */
export const crmConnectionsRouter = router({
  list: protectedProcedure.query(({ ctx }) => listCrmConnections(ctx.db, ctx.actor)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getCrmConnection(ctx.db, ctx.actor, input.id)),
  create: protectedProcedure.input(createCrmConnectionInput).mutation(({ ctx, input }) => createCrmConnection(ctx.db, ctx.actor, input)),
  patch: protectedProcedure
    .input(z.object({ id, patch: patchCrmConnectionInput }))
    .mutation(({ ctx, input }) => patchCrmConnection(ctx.db, ctx.actor, input.id, input.patch)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteCrmConnection(ctx.db, ctx.actor, input.id)),
  /** A contact's page: the CRM's changes its newer edits here won over, newest first. */
  conflictsOf: protectedProcedure
    .input(z.object({ contact_id: id }))
    .query(({ ctx, input }) => listCrmConflicts(ctx.db, ctx.actor, input.contact_id)),
  syncNow: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => syncCrmConnection(ctx.db, ctx.actor, input.id)),
});
