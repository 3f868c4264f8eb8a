import type { AgentAnalysis, CallCostComponent, CallLatency, TranscriptLine } from '../../db/schema';
import type { Outcome } from './outcome';

/**
 * What a provider reports about a call, in Switchboard's words. A driver's `parse` turns the provider's webhook into
 * these; the domain applies them (calls/provider-events.ts), the same way for every provider. Nothing here reads or
 * writes: these are facts as the provider stated them, already checked field by field.
 */

/** What the call cost the provider and how fast the agent answered, as the provider reports them. */
export interface ProviderReport {
  cost?: { providerCents: number; components: CallCostComponent[] } | null;
  latency?: CallLatency | null;
}

/** The provider's post-call analysis, in the shape the call keeps it. */
export interface AnalysisReport {
  summary: string | null;
  success: boolean | null;
  structured_data: Record<string, unknown>;
}

/** The call's own timing as the provider measured it (its report's word wins over our clock). */
export interface ReportedTimes {
  durationSeconds: number | null;
  startedAt: Date | null;
  endedAt: Date | null;
}

/**
 * How a call ended, as the provider reports it. Only `outcome` is always there: a status message says that the call
 * ended, a report says everything else too.
 */
export interface ReportedEnd {
  /** Where the call lands, from the provider's words and whether the conversation started (our in_progress, or talk time). */
  outcome(answered: boolean): Outcome;
  /** Present when the provider reported timing (a report); absent for a bare status. */
  timing?: ReportedTimes;
  /** Cost and latency, recorded before the end so the `call.ended` event carries them. */
  report?: ProviderReport;
  /** The transcript, recording and analysis: present when the message carries the call's artifacts. */
  artifacts?: {
    /** The whole transcript; empty: the lines heard live become the transcript. */
    transcript: TranscriptLine[];
    recordingUrl: string | null;
    /** The provider's analysis read with the agent's analysis setting; absent: this message carries none. */
    analysis?: (setting: AgentAnalysis | null) => AnalysisReport | null;
  };
}

/** One fact about a call. */
export type ProviderEvent =
  | { type: 'ringing' }
  | { type: 'answered'; startedAt: Date | null }
  /** One final line heard live; the domain stamps it from the call's start. */
  | { type: 'line'; role: TranscriptLine['role']; text: string }
  /** The whole transcript so far (a provider that resends it); the domain appends the lines it does not have. */
  | { type: 'transcript_so_far'; lines: TranscriptLine[] }
  | { type: 'ended'; end: ReportedEnd };

/**
 * The provider's reference to a call. `ourCallId` is the id Switchboard gave the provider with the call (metadata),
 * which links a call recorded before the provider made its own (an inbound call) on the first message that names both.
 */
export interface CallRef {
  providerCallId: string;
  ourCallId?: string | null;
}

/** One tool call of the model, as the provider asked it. `args` undefined: the arguments were not a JSON object. */
export interface ProviderToolCall {
  id: string;
  name: string;
  args: Record<string, unknown> | undefined;
}

/** The called number and the caller of an inbound call the provider asks an agent for. */
export interface InboundRequest {
  called: { phoneNumberId: string | null; number: string | null };
  from: string | null;
  /** The provider's id of the call; null when its request carries none (the call is then linked by `ourCallId`). */
  providerCallId: string | null;
  /** A provider that retries an unanswered request without an id: the window in which a retry is the same ring. */
  retryWindowMs?: number;
}

/** What a provider's webhook asks of Switchboard, as the driver's `parse` reads it. */
export type ProviderWebhook =
  | { kind: 'call_events'; ref: CallRef; events: ProviderEvent[] }
  /**
   * `chatTurn`: the tool calls come from a chat of a conversation test (no call), which named this turn; they are
   * answered in that test's sandbox (agent-tests/tool-turns.ts).
   */
  | { kind: 'tool_calls'; ref: CallRef | null; controlUrl: string | null; calls: ProviderToolCall[]; chatTurn?: string }
  /** The provider asks where to move the call (a transfer with no destination): decided as the transfer tool decides. */
  | { kind: 'transfer_request'; ref: CallRef | null; key: string }
  /** An inbound call asks for its agent; null: the request cannot be answered with one (no usable call id). */
  | { kind: 'inbound_request'; request: InboundRequest | null }
  /** Nothing for Switchboard: acknowledged, so the provider does not retry it. */
  | { kind: 'ignored' };

/** What one tool call answered, for the driver to put in its provider's words. */
export interface ToolCallAnswer {
  id: string;
  name: string;
  /** One line the agent hears. */
  message: string;
  /** The number the provider's own transfer dials, when the tool handed the call to a person. */
  transferNumber?: string;
}

/** Where a transfer request sends the call: a person's number and the line said first, or why it does not. */
export type TransferAnswer = { number: string; message: string } | { error: string };

/** The agent an inbound call connects to, with the call's variables; or why it is not connected. */
export type InboundAnswer =
  | {
      /** The agent's resource at the provider, and its texts (for the fallbacks a provider without its own syntax needs). */
      agent: { assistantId: string; instructions: string; firstMessage: string };
      call: { callId: string; maxDurationSeconds: number | null };
      variables: Record<string, unknown>;
    }
  | { refused: 'no_agent' | 'unavailable' };
