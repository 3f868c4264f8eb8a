import { countSignUp } from '../../auth/sign-in-throttle';
import { AppError } from '../../errors';
import { logger } from '../../logger';
import { currentUser } from '../../services/accounts/directory';
import { changePasswordInput, signUpInput } from '../../services/accounts/schema';
import { signUp } from '../../services/accounts/service';
import { changePassword, signOutEverywhere } from '../../services/accounts/sessions';
import { protectedProcedure, publicProcedure, router } from '../init';

/** Sign-ups per client address are limited (SIGN_UPS_PER_ADDRESS_PER_HOUR), counted before the input is read. */
const throttledSignUp = publicProcedure.use(async ({ ctx, next }) => {
  const verdict = await countSignUp(ctx.db, ctx.address ?? null);
  if (!verdict.allowed) {
    logger.warn('sign-up refused', { reason: 'throttled', address: ctx.address ?? null });
    throw new AppError('rate_limited', 'Too many accounts were created from this address; try again later.', {
      extra: { retry_after: verdict.retryAfter },
    });
  }
  return next();
});

export const authRouter = router({
  /** A new account with its owner and business profile; the browser then signs in through next-auth. */
  signUp: throttledSignUp.input(signUpInput).mutation(({ ctx, input }) => signUp(ctx.db, input)),
  me: protectedProcedure.query(({ ctx }) => currentUser(ctx.db, ctx.actor)),
  /** Ends every session of the user, this one included; the browser then goes to the sign-in page. */
  signOutEverywhere: protectedProcedure.mutation(({ ctx }) => signOutEverywhere(ctx.db, ctx.actor)),
  /** Changes the password and ends the user's other sessions (this browser stays signed in). */
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx.db, ctx.actor, input, { keepSessionId: ctx.session.sessionId ?? null, address: ctx.address ?? null })),
});
