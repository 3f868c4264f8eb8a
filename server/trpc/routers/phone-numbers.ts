import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import { createPhoneNumberInput, listPhoneNumbersQuery, updatePhoneNumberInput } from '../../services/phone-numbers/schema';
import { createPhoneNumber, deletePhoneNumber, getPhoneNumber, listPhoneNumbers, updatePhoneNumber } from '../../services/phone-numbers/service';
import { protectedProcedure, router } from '../init';

const id = rowIdSchema;

/** The account's caller numbers; the service checks permissions, and lets only owners and admins rest or clear one. */
export const phoneNumbersRouter = router({
  list: protectedProcedure.input(listPhoneNumbersQuery).query(({ ctx, input }) => listPhoneNumbers(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id })).query(({ ctx, input }) => getPhoneNumber(ctx.db, ctx.actor, input.id)),
  create: protectedProcedure.input(createPhoneNumberInput).mutation(({ ctx, input }) => createPhoneNumber(ctx.db, ctx.actor, input)),
  update: protectedProcedure
    .input(z.object({ id, patch: updatePhoneNumberInput }))
    .mutation(({ ctx, input }) => updatePhoneNumber(ctx.db, ctx.actor, input.id, input.patch)),
  delete: protectedProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deletePhoneNumber(ctx.db, ctx.actor, input.id)),
});
