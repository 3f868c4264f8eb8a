import { pageInput } from '../../lib/pagination';
import { listLedger, walletBalance } from '../../services/wallet/service';
import { checkoutInput } from '../../services/payments/schema';
import { createCheckout } from '../../services/payments/service';
import { claimTrialCredit, trialCreditOffer } from '../../services/wallet/trial-credit';
import { addCreditGuide } from '../../services/wallet/funds-hint';
import { protectedProcedure, router } from '../init';

// Real money comes only from a verified Stripe payment (checkout below, then the webhook) or the operator's CLI;
// the trial credit is offered only while calls are simulated, once per account.
export const walletRouter = router({
  balance: protectedProcedure.query(({ ctx }) => walletBalance(ctx.db, ctx.actor)),
  ledger: protectedProcedure.input(pageInput).query(({ ctx, input }) => listLedger(ctx.db, ctx.actor, input)),
  trialCredit: protectedProcedure.query(({ ctx }) => trialCreditOffer(ctx.db, ctx.actor)),
  claimTrialCredit: protectedProcedure.mutation(({ ctx }) => claimTrialCredit(ctx.db, ctx.actor)),
  /** How this user adds money here: the wallet page's "Add credit" panel (a card, or the operator's CLI). */
  refillGuide: protectedProcedure.query(({ ctx }) => addCreditGuide(ctx.db, ctx.actor)),
  /** Owners and admins only; answers the Stripe Checkout page to send the payer to. */
  checkout: protectedProcedure.input(checkoutInput).mutation(({ ctx, input }) => createCheckout(ctx.actor, input)),
});
