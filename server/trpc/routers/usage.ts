import { usageQuery } from '../../services/usage/schema';
import { callUsage } from '../../services/usage/service';
import { replicaReadProcedure, router } from '../init';

export const usageRouter = router({
  /** The usage page: the same sums as GET /api/v1/usage. */
  calls: replicaReadProcedure.input(usageQuery).query(({ ctx, input }) => callUsage(ctx.db, ctx.actor, input)),
});
