import type { CampaignStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { emitEvent } from '../../outbox/events';
import { progressOf } from './progress';

export type CampaignEventType = 'campaign.started' | 'campaign.paused' | 'campaign.completed';

/** Records a campaign.* webhook event in the caller's transaction, with the campaign's progress at that moment. */
export async function emitCampaignEvent(
  tx: DbOrTx,
  type: CampaignEventType,
  campaign: { id: number; accountId: number; name: string; status: CampaignStatus },
  at: Date,
): Promise<void> {
  const progress = (await progressOf(tx, [campaign.id])).get(campaign.id)!;
  await emitEvent(tx, {
    accountId: campaign.accountId,
    type,
    payload: {
      event_type: type,
      campaign: { id: campaign.id, name: campaign.name, status: campaign.status, progress },
      timestamp: toIso(at),
    },
  });
}
