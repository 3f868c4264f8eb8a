import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignListSchema, campaignSchema, createCampaignInput, listCampaignsQuery } from '@/server/services/campaigns/schema';
import { createCampaign, listCampaigns } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      heavy: { weight: 10 },
      body: createCampaignInput,
      status: 201,
      doc: {
        summary: 'Create a campaign',
        description:
          'A campaign calls an audience of contacts (the contacts list filters tag, status, stage, q, and/or contact_ids; at least ' +
          'one) with one agent, inside calling hours, at most max_concurrent_calls (1–50, default 5) at a time, redialing under ' +
          '`retry` (default 3 attempts). It is created `draft`; with `start: true` it starts at once (its audience resolved, ' +
          'status `running`, or `scheduled` until start_at); a start that would dial nobody (every contact skipped, or none) is refused ' +
          'with 409 campaign_dials_nobody and nothing is created, unless `confirm_nobody_callable: true` is sent.',
        tag: 'Campaigns',
        response: campaignSchema,
        errors: ['invalid_json', 'validation_error', 'agent_not_found', 'no_phone_number', 'agent_archived', 'campaign_dials_nobody'],
      },
    },
    ({ db, actor, body }) => createCampaign(db, actor, body),
  ),
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      query: listCampaignsQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'List campaigns',
        description: "The campaigns the key's user can see (owners and admins: every one of the account; members: those they created and those of agents they can see), newest first, each with its progress; `status` filters.",
        tag: 'Campaigns',
        response: campaignListSchema,
        errors: ['invalid_parameter'],
      },
    },
    ({ db, actor, query }) => listCampaigns(db, actor, query),
  ),
});
