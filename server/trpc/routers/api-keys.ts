import { z } from 'zod';
import { createKeyInput } from '../../services/accounts/schema';
import { createOwnApiKey, listApiKeys, revokeApiKey } from '../../services/accounts/service';
import { protectedProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

/** Keys are the signed-in user's own; owners and admins also see and revoke those of their account's users. */
export const apiKeysRouter = router({
  list: protectedProcedure.query(({ ctx }) => listApiKeys(ctx.db, ctx.actor)),
  /** The key is in this answer only; it is never stored. */
  create: protectedProcedure.input(createKeyInput).mutation(({ ctx, input }) => createOwnApiKey(ctx.db, ctx.actor, input)),
  revoke: protectedProcedure
    .input(z.object({ id: rowIdSchema }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, input.id, ctx.actor)),
});
