import { z } from 'zod';
import { bootstrapAccount } from '../../services/accounts/service';
import { currentUser } from '../../services/accounts/directory';
import { emailSchema, passwordSchema } from '../../services/accounts/schema';
import { protectedProcedure, publicProcedure, router } from '../init';

export const signUpInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().max(200).optional(),
  account_name: z.string().trim().min(1, 'enter your business name').max(200),
});

export const authRouter = router({
  /** A new account with its owner and business profile; the browser then signs in through next-auth. */
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    const r = await bootstrapAccount(ctx.db, input, { withKey: false });
    return { account_id: r.account_id, user_id: r.user_id };
  }),
  me: protectedProcedure.query(({ ctx }) => currentUser(ctx.db, ctx.actor)),
});
