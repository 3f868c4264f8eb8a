import { callAnalyticsQuery } from '../../services/analytics/schema';
import { callAnalytics } from '../../services/analytics/service';
import { replicaReadProcedure, router } from '../init';

export const analyticsRouter = router({
  /** The analytics page's charts and the overview's: the same aggregates as GET /api/v1/analytics/calls. */
  calls: replicaReadProcedure.input(callAnalyticsQuery).query(({ ctx, input }) => callAnalytics(ctx.db, ctx.actor, input)),
});
