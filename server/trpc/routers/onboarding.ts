import { dismissGetStarted, getStarted } from '../../services/onboarding/checklist';
import { protectedProcedure, router } from '../init';

export const onboardingRouter = router({
  /** The overview's "Get started" checklist, ticked from the account's data. */
  getStarted: protectedProcedure.query(({ ctx }) => getStarted(ctx.db, ctx.actor)),
  dismiss: protectedProcedure.mutation(({ ctx }) => dismissGetStarted(ctx.db, ctx.actor)),
});
