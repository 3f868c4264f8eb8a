import { creditInput, pageInput } from '../../services/calls/schema';
import { creditWallet, listLedger, walletBalance } from '../../services/calls/service';
import { protectedProcedure, router } from '../init';

export const walletRouter = router({
  balance: protectedProcedure.query(({ ctx }) => walletBalance(ctx.db, ctx.actor)),
  ledger: protectedProcedure.input(pageInput).query(({ ctx, input }) => listLedger(ctx.db, ctx.actor, input)),
  /** Owners and admins only; the service refuses anyone else with permission_denied. */
  credit: protectedProcedure.input(creditInput).mutation(({ ctx, input }) => creditWallet(ctx.db, ctx.actor, input)),
});
