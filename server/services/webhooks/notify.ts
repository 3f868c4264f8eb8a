import { inngestEnabled } from '../../config';
import { logger } from '../../logger';
import type { DispatchedDelivery } from './dispatcher';

/**
 * Tells the background driver that deliveries are ready now (after their transaction committed). The
 * embedded worker needs no word: it polls. Under Inngest each delivery is sent as an event; if that fails,
 * the relay's sweep picks the delivery up later, so this never fails the request.
 */
export async function deliveriesQueued(deliveries: DispatchedDelivery[]): Promise<void> {
  if (deliveries.length === 0 || !inngestEnabled()) return;
  try {
    const { sendDeliveryEvents } = await import('../../jobs/inngest/events');
    await sendDeliveryEvents(deliveries);
  } catch (err) {
    logger.warn('could not hand deliveries to Inngest; the relay sweep will', { err });
  }
}
