import { count, inArray } from 'drizzle-orm';
import { campaignRecipients, recipientStatuses } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { CampaignProgress } from './schema';

export const emptyProgress = (): CampaignProgress =>
  ({ total: 0, ...Object.fromEntries(recipientStatuses.map((s) => [s, 0])) }) as CampaignProgress;

/** Recipients by their current outcome, per campaign, in one grouped count; every status is present, summing to total. */
export async function progressOf(db: DbOrTx, campaignIds: number[]): Promise<Map<number, CampaignProgress>> {
  const out = new Map(campaignIds.map((id) => [id, emptyProgress()]));
  if (!campaignIds.length) return out;
  const rows = await db
    .select({ campaignId: campaignRecipients.campaignId, status: campaignRecipients.status, n: count() })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.status);
  for (const r of rows) {
    const p = out.get(r.campaignId)!;
    p[r.status] += r.n;
    p.total += r.n;
  }
  return out;
}
