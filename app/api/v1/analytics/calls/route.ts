import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { callAnalyticsQuery, callAnalyticsSchema } from '@/server/services/analytics/schema';
import { callAnalytics } from '@/server/services/analytics/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      reads: 'replica',
      query: callAnalyticsQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'Call analytics',
        description:
          'Counts, talk minutes, cost, bookings and success rate of the calls created between `from` and `to` (whole days in ' +
          '`timezone`, both included, at most 366 days; default the last 30 days), per day (every day of the period), agent, ' +
          'status or campaign, plus totals. Computed by SQL aggregates over the calls the key can see (the visibility of ' +
          '`GET /api/v1/calls`). `success_rate` is the share of analyzed calls judged successful, null when none was judged.',
        tag: 'Analytics',
        response: callAnalyticsSchema,
        errors: ['invalid_parameter', 'validation_error'],
      },
    },
    ({ db, actor, query }) => callAnalytics(db, actor, query),
  ),
});
