import type { EndedReason, VoiceProviderName, calls, agents } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import type { AgentProvisioning } from './agent-port';
import type { ProviderReport, ProviderWebhook, ReportedEnd, ToolCallAnswer, TransferAnswer, InboundAnswer } from './events';

/**
 * The seam between Switchboard and a voice provider. A driver (one folder under providers/) translates: Switchboard's
 * request into the provider's words, and the provider's words back into Switchboard's (events.ts). The domain
 * decides and records: it places and dials calls (calls/), applies what a provider reports (calls/provider-events.ts)
 * and answers a provider's webhooks (provider-webhooks/). A driver imports no other service folder and no sibling
 * driver; its inputs are the narrow types below, which the domain's rows satisfy.
 */

/** The call a driver starts, ends or moves: the fields of the call's row it reads. */
export type ProviderCall = Pick<
  typeof calls.$inferSelect,
  | 'id' | 'callId' | 'agentId' | 'phoneNumber' | 'variables' | 'maxDurationSeconds' | 'voicemail' | 'attempt'
  | 'fromProviderPhoneNumberId' | 'providerCallId' | 'firstMessage' | 'transferredToName'
>;

/** The agent a call is started for: the fields of the agent's row a driver reads. */
export type ProviderAgent = Pick<typeof agents.$inferSelect, 'id' | 'assistantId' | 'providerPhoneNumberId' | 'instructions' | 'firstMessage'>;

/**
 * What a driver answers when asked to start a call. `providerCallId`: the provider took it, its reports follow.
 * `failed`: it could not be requested or was refused; the call fails with this reason and is not retried, so a lost
 * answer can never dial the customer twice. `ringing`: the far end rings at once (the simulator); `inTx` runs in the
 * transaction that records the ring, and only if the call rang.
 */
export type StartAnswer = { providerCallId: string } | { failed: string } | { ringing: true; inTx: (tx: Tx) => Promise<void> };

/** Work for after the transaction that ended or moved a call has committed: a request to the provider. */
export type AfterCommit = () => Promise<void>;

/**
 * What a driver answers when asked to end or move a live call, for the domain to apply in the transaction that
 * decides it, so an end that rolls back never reaches the line.
 */
export interface CallControlAnswer {
  /** The call's provider side ended here (a driver that plays the far end itself): recorded as any reported end. */
  ended?: ReportedEnd;
  /** Its cost and latency, once its end is recorded (its length is then known). */
  reportAfterEnd?: (durationSeconds: number) => ProviderReport;
  /** Work in the same transaction, after the end (the far end's next step). */
  inTx?: (tx: Tx) => Promise<void>;
  /** A request to the provider's service, for after the commit; its reports record the end as for any call. */
  afterCommit?: AfterCommit;
}

export interface HangUpOptions {
  /** The reason the call's end records (`opted_out`). */
  endedReason: EndedReason;
  now: Date;
  /** Where the provider takes live call control, when the message that ends the call carries it (Vapi's `call.monitor.controlUrl`). */
  controlUrl?: string | null;
}

export interface HandOff {
  /** The person's number, E.164. */
  number: string;
  /** What the caller hears as the call is moved. */
  message: string;
  now: Date;
  /** Where the provider takes live call control, when the tool call's message carried it. */
  controlUrl: string | null;
}

/** A provider webhook as it arrived: the exact bytes (signatures cover them) and where it was posted. */
export interface WebhookRequest {
  raw: string;
  headers: Headers;
  method: string;
  url: string;
  /** The path under /api/providers/{name}/: `['events']`, `['inbound']`, `['tools', 'book_appointment']`. */
  path: string[];
  /** The body as a JSON object (else 400 invalid_json), read once the request is verified. */
  json(): Record<string, unknown>;
}

/** A provider's webhooks: checked, read, and answered in its words. */
export interface ProviderWebhooks {
  /** Throws `invalid_secret` for a request this deployment cannot prove came from the provider. */
  verify(db: Database, req: WebhookRequest, now: Date): Promise<void>;
  /** What the request asks, in Switchboard's words. Pure: the same body always reads the same. */
  parse(path: string[], body: Record<string, unknown>): ProviderWebhook;
  /** The answer to a message that needs none of Switchboard's (call events, ignored messages). */
  acknowledged(): unknown;
  toolAnswer(answers: ToolCallAnswer[]): unknown;
  transferAnswer(answer: TransferAnswer): unknown;
  inboundAnswer(answer: InboundAnswer): unknown;
}

/**
 * What a provider answers when asked to delete a call's stored artifacts (recording, transcript, its own copy of
 * the call): `deleted`, or `absent` when it holds nothing under that id (already deleted, or never kept). Both
 * mean done, so asking again is harmless. No answer or a refusal throws, for the caller to try again later.
 */
export type ArtifactsDeleted = 'deleted' | 'absent';

/** One voice provider: its agents, its calls and its webhooks. */
export interface VoiceProvider {
  readonly name: VoiceProviderName;
  /** What an agent is at this provider: made, edited, discarded, pointed at its number, imported (agent-port.ts). */
  readonly agents: AgentProvisioning;
  /** Seconds from placing a call until it is expected to ring (the call's estimated_start). */
  estimatedStartSeconds(): number;
  /** Starts a queued call, outside any transaction (a durable job). */
  start(call: ProviderCall, agent: ProviderAgent, now: Date): Promise<StartAnswer>;
  /** Starts several queued calls of one agent together (a campaign's pass), when the far end rings them at once. */
  startBatch?(calls: ProviderCall[], agent: ProviderAgent, now: Date): Promise<{ inTx: (tx: Tx) => Promise<void> }>;
  /** Ends a live call before its natural end (a tool such as opt_out hangs up). */
  hangUp(tx: Tx, call: ProviderCall, opts: HangUpOptions): Promise<CallControlAnswer>;
  /** Moves a live call to a person (transfer_to_human). */
  transfer(tx: Tx, call: ProviderCall, handOff: HandOff): Promise<CallControlAnswer>;
  /** Deletes what the provider stores of an ended call (retention), by the provider's id of the call. */
  deleteCallArtifacts(providerCallId: string): Promise<ArtifactsDeleted>;
  readonly webhooks?: ProviderWebhooks;
}
