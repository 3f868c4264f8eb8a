import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { campaignPreviewSchema, createCampaignInput } from '@/server/services/campaigns/schema';
import { previewCampaign } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      heavy: { weight: 10 },
      body: createCampaignInput,
      doc: {
        summary: 'Preview a campaign before it starts',
        description:
          'Takes the body of `POST /api/v1/campaigns` and writes nothing. Answers what the campaign would do if created and ' +
          'started now: the recipients it would dial and those it would skip, by reason (the counts its progress would show ' +
          'once started: do-not-call, no phone, duplicate number, no consent for its purpose, a destination the account does ' +
          'not call), how many the calling rules allow at once, the first dial, estimates of calls, billed minutes, cost and ' +
          "finish from the account's calls of the last 30 days, and whether the wallet covers the first hour.",
        tag: 'Campaigns',
        response: campaignPreviewSchema,
        errors: ['invalid_json', 'validation_error', 'agent_not_found', 'no_phone_number', 'agent_archived'],
      },
    },
    ({ db, actor, body }) => previewCampaign(db, actor, body),
  ),
});
