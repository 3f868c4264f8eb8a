import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { usageQuery, usageSchema } from '@/server/services/usage/schema';
import { callUsage } from '@/server/services/usage/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      reads: 'replica',
      query: usageQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'Usage',
        description:
          'What the wallet charged for calls in [`from`, `to`) (at most 366 days; default this month in `timezone`), per local ' +
          'day (every day of the range), team (the agent\'s team; key null for agents without one), agent or campaign (key null ' +
          'outside any campaign), plus totals. A call counts at its wallet debit\'s time, which is when it ended, so `totals` ' +
          'equal the wallet\'s call debits in the range. `billed_minutes` counts every started minute; `provider_cents` is what ' +
          'the voice provider said the calls cost (0 where it did not say). Members see the calls they placed and those of ' +
          'agents they can see.',
        tag: 'Usage',
        response: usageSchema,
        errors: ['invalid_parameter'],
      },
    },
    ({ db, actor, query }) => callUsage(db, actor, query),
  ),
});
