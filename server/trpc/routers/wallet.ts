import { pageInput } from '../../services/calls/schema';
import { listLedger, walletBalance } from '../../services/calls/service';
import { checkoutInput } from '../../services/payments/schema';
import { createCheckout } from '../../services/payments/service';
import { protectedProcedure, router } from '../init';

// No procedure adds money: credit comes from a verified Stripe payment (checkout below, then the webhook) or the
// operator's CLI.
export const walletRouter = router({
  balance: protectedProcedure.query(({ ctx }) => walletBalance(ctx.db, ctx.actor)),
  ledger: protectedProcedure.input(pageInput).query(({ ctx, input }) => listLedger(ctx.db, ctx.actor, input)),
  /** Owners and admins only; answers the Stripe Checkout page to send the payer to. */
  checkout: protectedProcedure.input(checkoutInput).mutation(({ ctx, input }) => createCheckout(ctx.actor, input, ctx.origin ?? 'http://localhost:3000')),
});
