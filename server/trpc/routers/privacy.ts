import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import { exportContact, findErasureOfContact, getErasure, requestErasure } from '../../services/privacy/service';
import { protectedProcedure, router } from '../init';

const id = rowIdSchema;

/** The contact page's erasure and export (POST /contacts/{id}/erase, GET /erasures/{id}, GET /contacts/{id}/export). */
export const privacyRouter = router({
  erase: protectedProcedure.input(z.object({ contactId: id })).mutation(({ ctx, input }) => requestErasure(ctx.db, ctx.actor, input.contactId)),
  erasure: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getErasure(ctx.db, ctx.actor, input.id)),
  /** The contact's erasure if one was asked for (null otherwise): the page shows its progress. */
  erasureOfContact: protectedProcedure.input(z.object({ contactId: id }))
    .query(({ ctx, input }) => findErasureOfContact(ctx.db, ctx.actor, input.contactId)),
  /** A mutation, not a query: each export is an act the audit log records, never a cached read. */
  export: protectedProcedure.input(z.object({ contactId: id })).mutation(({ ctx, input }) => exportContact(ctx.db, ctx.actor, input.contactId)),
});
