import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignSchema } from '@/server/services/campaigns/schema';
import { getCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      doc: {
        summary: 'Get a campaign',
        description: 'The campaign with its progress: recipients by their current outcome, summing to total.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['not_found'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params }) => getCampaign(db, actor, params.id),
  ),
});
