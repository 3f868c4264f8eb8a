import { logger } from '../logger';

/** A webhook delivery ready for an attempt now: its id, the cycle it is in, and its endpoint (webhook). */
export interface ReadyDelivery {
  id: string;
  cycle: number;
  webhookId: number;
}

/**
 * How a runner hears that work is ready now rather than at its next look. The embedded worker polls, so it
 * registers nothing; under Inngest, server/jobs registers at start-up (startup.ts) a waker that sends each
 * delivery as an event. Services call `deliveriesReady` and never learn which runner, if any, listens.
 */
export interface RunnerWaker {
  deliveriesReady(deliveries: ReadyDelivery[]): Promise<void>;
}

let waker: RunnerWaker | null = null;

/** Sets the runner to wake (null: none, polling finds the work). One per process; a later call replaces it. */
export function registerRunnerWaker(next: RunnerWaker | null): void {
  waker = next;
}

/**
 * Tells the runner that deliveries are ready (call it after their transaction committed). If that fails, the
 * runner's sweep picks them up later, so this never fails the request.
 */
export async function deliveriesReady(deliveries: ReadyDelivery[]): Promise<void> {
  if (deliveries.length === 0 || !waker) return;
  try {
    await waker.deliveriesReady(deliveries);
  } catch (err) {
    logger.warn('could not hand deliveries to the runner; its sweep will', { err });
  }
}
