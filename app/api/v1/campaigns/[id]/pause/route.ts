import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignSchema } from '@/server/services/campaigns/schema';
import { pauseCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      doc: {
        summary: 'Pause a campaign',
        description:
          'No new dials (live calls finish); paused_reason `user`. A draft, completed or canceled campaign answers 409 campaign_not_pausable.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['not_found', 'campaign_not_pausable'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params }) => pauseCampaign(db, actor, params.id),
  ),
});
