import { currentUser } from '../../services/accounts/directory';
import { signUpInput } from '../../services/accounts/schema';
import { signUp } from '../../services/accounts/service';
import { protectedProcedure, publicProcedure, router } from '../init';

export const authRouter = router({
  /** A new account with its owner and business profile; the browser then signs in through next-auth. */
  signUp: publicProcedure.input(signUpInput).mutation(({ ctx, input }) => signUp(ctx.db, input)),
  me: protectedProcedure.query(({ ctx }) => currentUser(ctx.db, ctx.actor)),
});
