import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignSchema } from '@/server/services/campaigns/schema';
import { resumeCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      doc: {
        summary: 'Resume a campaign',
        description:
          'A paused campaign (by a user, or for insufficient funds after a top-up) runs again. Any other status but running answers 409 campaign_not_resumable.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['not_found', 'campaign_not_resumable', 'agent_archived'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params }) => resumeCampaign(db, actor, params.id),
  ),
});
