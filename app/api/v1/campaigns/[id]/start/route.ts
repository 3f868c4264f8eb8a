import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignSchema, startCampaignQuery } from '@/server/services/campaigns/schema';
import { startCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      query: startCampaignQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'Start a campaign',
        description:
          'A draft resolves its audience once, with its creator’s reach whoever starts it (the contacts its creator can see; the starter’s when the creator has left), taking each contact’s primary number (numbers on the do-not-call list, contacts without a number and numbers already in the campaign are recorded skipped), and runs, or waits `scheduled` until start_at. When every contact would be skipped (or there is none), the start is refused with 409 campaign_dials_nobody (the message says why and what to do, `skipped` counts the reasons; nothing changes) unless `confirm_nobody_callable=true` is sent. A started campaign answers itself; a completed or canceled one 409 campaign_not_startable. A campaign the key’s user cannot see is 404 not_found.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['not_found', 'invalid_parameter', 'campaign_not_startable', 'campaign_dials_nobody', 'agent_archived'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params, query }) => startCampaign(db, actor, params.id, new Date(), { confirmNobodyCallable: query.confirm_nobody_callable }),
  ),
});
