import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema';

/**
 * A call the simulator played (nobody was dialed): the one place that names it, for what counts or removes simulated
 * data apart from real calls.
 */
export const isSimulatedCall = eq(calls.provider, 'simulator');
