import type { EndedReason, VoiceProviderName } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import type { AgentRow } from '../agents/service';
import type { CallRow } from '../calls/call-row';

export interface HangUpOptions {
  /** The reason the call's end records (`opted_out`). */
  endedReason: EndedReason;
  now: Date;
  /** Where the provider takes live call control, when the message that ends the call carries it (Vapi's `call.monitor.controlUrl`). */
  controlUrl?: string | null;
}

/** Work for after the transaction that ended a call has committed: a request to the provider. */
export type AfterCommit = () => Promise<void>;

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
  /** Starts several queued calls of one agent together, as `start` would each (a campaign's pass), when the provider can. */
  startBatch?(db: Database, calls: CallRow[], agent: AgentRow, now: Date): Promise<void>;
  /**
   * Ends a live call before its natural end (a tool such as opt_out hangs up), in the transaction that decides
   * it. What the provider records, it records in `tx`; what it asks of the provider's service it returns, to be
   * run once `tx` has committed, so an end that rolls back never reaches the line. The simulator ends the call
   * in `tx`; Vapi is asked to end it after the commit, and its reports record the end as for any call.
   */
  hangUp(tx: Tx, call: CallRow, opts: HangUpOptions): Promise<AfterCommit | null>;
}
