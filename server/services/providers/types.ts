import type { VoiceProviderName } from '../../db/schema';
import type { Database } from '../../db/types';
import type { AgentRow } from '../agents/service';
import type { CallRow } from '../calls/call-row';

/**
 * A voice provider places calls and reports their progress. `start` runs in a durable job, outside any
 * transaction; the provider's reports become transitions (lifecycle.ts) and artifacts.
 */
export interface VoiceProvider {
  readonly name: VoiceProviderName;
  /** Seconds from placing a call until it is expected to ring (the call's estimated_start). */
  estimatedStartSeconds(): number;
  /** Starts a queued call. */
  start(db: Database, call: CallRow, agent: AgentRow, now: Date): Promise<void>;
}
