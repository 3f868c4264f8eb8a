import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignSchema } from '@/server/services/campaigns/schema';
import { startCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      doc: {
        summary: 'Start a campaign',
        description:
          'A draft resolves its audience once, with its creator’s reach whoever starts it (the contacts its creator can see; the starter’s when the creator has left), taking each contact’s primary number (numbers on the do-not-call list, contacts without a number and numbers already in the campaign are recorded skipped), and runs, or waits `scheduled` until start_at. A started campaign answers itself; a completed or canceled one 409 campaign_not_startable. A campaign the key’s user cannot see is 404 not_found.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['not_found', 'campaign_not_startable', 'agent_archived'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params }) => startCampaign(db, actor, params.id),
  ),
});
