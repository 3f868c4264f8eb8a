import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignSchema } from '@/server/services/campaigns/schema';
import { cancelCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      doc: {
        summary: 'Cancel a campaign',
        description:
          'No more dials: calls not yet handed to the provider are canceled and waiting recipients end `canceled`; live calls finish. A completed campaign answers 409 campaign_not_cancelable.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['not_found', 'campaign_not_cancelable'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params }) => cancelCampaign(db, actor, params.id),
  ),
});
