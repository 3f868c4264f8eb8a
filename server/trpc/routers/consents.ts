import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import { listConsentsQuery, recordConsentInput, revokeConsentInput } from '../../services/consents/schema';
import { getConsent, listConsents, listConsentsForContact, recordConsent, revokeConsent } from '../../services/consents/service';
import { protectedProcedure, router } from '../init';

const id = rowIdSchema;

export const consentsRouter = router({
  list: protectedProcedure.input(listConsentsQuery).query(({ ctx, input }) => listConsents(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getConsent(ctx.db, ctx.actor, input.id)),
  /** A contact's page: its consents with who recorded and who revoked each. */
  forContact: protectedProcedure
    .input(z.object({ contact_id: id }))
    .query(({ ctx, input }) => listConsentsForContact(ctx.db, ctx.actor, input.contact_id)),
  record: protectedProcedure.input(recordConsentInput).mutation(({ ctx, input }) => recordConsent(ctx.db, ctx.actor, input)),
  /** Revokes every active consent of the consent's number and cancels its waiting calls (an opt-out). */
  revoke: protectedProcedure
    .input(z.object({ id, body: revokeConsentInput.default({}) }))
    .mutation(({ ctx, input }) => revokeConsent(ctx.db, ctx.actor, input.id, input.body)),
});
