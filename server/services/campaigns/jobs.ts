import { z } from 'zod';
import { jobKind } from '../../outbox/jobs';

/**
 * One dispatch pass of a campaign (its handler, `campaignTickJob`, is in dispatch.ts). The kind stands alone
 * because the calls lifecycle enqueues it when a campaign call ends, and the handler places calls: declaring
 * the two together would make that an import circle. A tick with a `generation` is the campaign's heartbeat and
 * re-enqueues itself while that generation is current; one without is a nudge (a call ended) and does not.
 */
export const campaignTick = jobKind('campaigns.tick', z.object({
  campaign_id: z.number().int(),
  generation: z.number().int().nullish(),
}));

/** How often a running campaign looks for free slots and due recipients. */
export const TICK_INTERVAL_MS = 5_000;
