import type { Vapi } from '@vapi-ai/server-sdk';
import { logger } from '../../../logger';
import type { InboundAnswer, ProviderEvent, ProviderToolCall, ProviderWebhook, ReportedEnd, ToolCallAnswer, TransferAnswer } from '../events';
import type { Outcome } from '../outcome';
import type { ProviderWebhooks } from '../port';
import type { Received } from '../received';
import { MAX_CALL_SECONDS, httpUrl, storableText, variableValuesOf } from '../report-text';
import { analysisFromVapiReport } from './analysis';
import { vapiAuthPlans } from './auth-plans';
import { vapiSignedUrl } from './auth-config';
import { verifyVapiRequest } from './auth';
import { costFromVapiReport } from './cost';
import { outcomeOfEndedReason } from './ended-reason';
import { latencyFromVapiArtifact } from './latency';
import { recordingUrlFromVapi, transcriptFromText, transcriptFromVapi, transcriptRole } from './mapping';

/** The type names of Vapi's server messages, as its SDK has them: a name compared here that Vapi drops fails tsc. */
type VapiMessageType = Vapi.ServerMessageMessage['type'];

/** The SDK's message of the given type name(s). */
type Typed<M, K> = M extends { type: infer T } ? (K extends T ? M : never) : never;

/** A server message of the given type name(s) as received: the SDK's field names, every value still to be checked. */
type MessageOf<K extends VapiMessageType> = Received<Typed<Vapi.ServerMessageMessage, K>>;

/**
 * The end-of-call report with the fields older reports carry beside the SDK's: `durationSeconds`, and
 * `recordingUrl`, `summary` and `transcript` at the top level instead of in `artifact` and `analysis`.
 */
type VapiEndOfCallReport = MessageOf<'end-of-call-report'> & {
  durationSeconds?: unknown;
  recordingUrl?: unknown;
  summary?: unknown;
  transcript?: unknown;
};

/** The parts of Vapi's `assistant-request` message that route an inbound call. */
export interface VapiAssistantRequest {
  call?: { id?: unknown; phoneNumberId?: unknown; customer?: { number?: unknown } };
  phoneNumber?: { id?: unknown; number?: unknown };
  customer?: { number?: unknown };
}

/**
 * Vapi's answer to an assistant-request: the agent's assistant with the call's variables and its maximum duration,
 * or `error`, which Vapi speaks to the caller instead of connecting an assistant.
 */
export type VapiAssistantAnswer =
  | { assistantId: string; assistantOverrides: { variableValues: Record<string, string>; maxDurationSeconds?: number } }
  | { error: string };

/** One answer of a `tool-calls` message: Vapi matches it to the model's tool call by `toolCallId`. */
export interface VapiToolCallResult {
  name: string;
  toolCallId: string;
  result: string;
}

/** Spoken to callers: said plainly, without the reason, which is the business's own affair. */
export const UNAVAILABLE_MESSAGE = 'Sorry, we cannot take your call right now. Please try again later. Goodbye.';
export const NO_AGENT_MESSAGE = 'Sorry, this number is not taking calls at the moment. Goodbye.';

/**
 * The key a call's destination requests share as one tool call: Vapi's message names no tool call, so a repeat
 * (or a later request in the same call) answers the first decision and books nothing twice.
 */
export const DESTINATION_REQUEST_KEY = 'vapi-transfer-destination-request';

/** A model asks for few tools at once; a message with more is cut here rather than run without bound. */
const MAX_TOOL_CALLS = 16;

const str = storableText;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_CALL_SECONDS ? v : null);
/** A date within this century: Vapi's own timestamps always are, and PostgreSQL stores them all. */
function date(v: unknown): Date | null {
  if (typeof v !== 'string' || v.length > 64) return null;
  const d = new Date(v);
  const year = d.getUTCFullYear();
  return Number.isNaN(d.getTime()) || year < 2000 || year > 2100 ? null : d;
}

/** Vapi's `not-found`: Vapi no longer has the call, so it will send nothing more about it. */
const notFound = (answered: boolean): Outcome =>
  ({ status: 'failed', endedReason: answered ? 'provider-error' : 'failed-to-connect', failureReason: 'not-found' });

/**
 * Reads one Vapi server message. Status updates, end-of-call reports and final transcript lines are events of the call
 * Vapi names; assistant-request, tool-calls and transfer-destination-request ask for an answer; everything else is
 * acknowledged and ignored (Vapi would otherwise retry it). Pure.
 */
export function parseVapiMessage(body: Record<string, unknown>): ProviderWebhook {
  // Whatever was posted is read as Vapi's message and checked field by field; `message` may be anything at all.
  const msg = body.message as Received<Vapi.ServerMessageMessage> | null | undefined;
  const kind = typeof msg?.type === 'string' ? (msg.type as VapiMessageType) : undefined;
  const callId = str((msg as { call?: { id?: unknown } } | null | undefined)?.call?.id);
  const ref = callId ? { providerCallId: callId } : null;
  switch (kind) {
    case 'assistant-request':
      return { kind: 'inbound_request', request: inboundRequestOf(msg as VapiAssistantRequest) };
    case 'tool-calls': {
      const controlUrl = str((msg as { call?: { monitor?: { controlUrl?: unknown } } }).call?.monitor?.controlUrl);
      // A chat's tool calls (Vapi's chat API, no call): the conversation test that asked named its turn as the chat.
      const chatTurn = ref ? undefined : str((msg as { chat?: { name?: unknown } }).chat?.name) ?? undefined;
      return { kind: 'tool_calls', ref, controlUrl, calls: toolCallsOf(msg as Record<string, unknown>), ...(chatTurn && { chatTurn }) };
    }
    case 'transfer-destination-request':
      return { kind: 'transfer_request', ref, key: DESTINATION_REQUEST_KEY };
    case 'status-update':
    case 'end-of-call-report':
    case 'transcript':
    case 'transcript[transcriptType="final"]': {
      if (!ref) return { kind: 'ignored' };
      return { kind: 'call_events', ref, events: eventsOf(kind, msg as MessageOf<typeof kind>) };
    }
    default:
      return { kind: 'ignored' };
  }
}

type CallMessageType = 'status-update' | 'end-of-call-report' | 'transcript' | 'transcript[transcriptType="final"]';

function eventsOf(kind: CallMessageType, message: MessageOf<CallMessageType>): ProviderEvent[] {
  switch (kind) {
    case 'status-update':
      return statusEvents(message as MessageOf<'status-update'>);
    case 'end-of-call-report':
      return [{ type: 'ended', end: reportedEnd(message as VapiEndOfCallReport) }];
    // Vapi names a final line's message type with its filter, `transcript[transcriptType="final"]`.
    case 'transcript':
    case 'transcript[transcriptType="final"]': {
      const line = message as MessageOf<'transcript'>;
      const role = transcriptRole(line.role);
      const text = str(line.transcript);
      const final = kind !== 'transcript' || line.transcriptType === 'final';
      return final && role && text ? [{ type: 'line', role, text }] : [];
    }
  }
}

/** The statuses that move a call; statuses that mean nothing for us change nothing. */
function statusEvents(update: MessageOf<'status-update'>): ProviderEvent[] {
  // The status is only compared against the SDK's names, the reason is cleaned where it is read.
  const status = update.status as Vapi.ServerMessageStatusUpdate['status'] | undefined;
  switch (status) {
    case 'ringing':
      return [{ type: 'ringing' }];
    case 'in-progress':
      return [{ type: 'answered', startedAt: date(update.call?.startedAt) }];
    case 'ended': {
      const reason = str(update.endedReason);
      return [{ type: 'ended', end: { outcome: (answered) => outcomeOfEndedReason(reason, answered) } }];
    }
    case 'not-found':
      return [{ type: 'ended', end: { outcome: notFound } }];
    case 'deletion-failed':
      // Vapi could not delete a scheduled call: the call itself is where it was, and a later status says where it goes.
      logger.warn('vapi could not delete a call', { vapi_call_id: str(update.call?.id) });
      return [];
    case 'scheduled':
    case 'queued':
    case 'forwarding':
      return []; // Vapi's own queue and a transfer under way: nothing changes for us
    default:
      // Every status the SDK knows is handled above (a new one fails tsc here); a newer one is acknowledged and ignored.
      status satisfies undefined;
      if (status !== undefined) logger.info('vapi status we do not know', { vapi_call_id: str(update.call?.id), status: String(status) });
      return [];
  }
}

/** The end-of-call report: how it ended, its timing, cost and latency, transcript, recording and analysis. */
function reportedEnd(report: VapiEndOfCallReport): ReportedEnd {
  const reason = str(report.endedReason);
  const fromMessages = transcriptFromVapi(report.artifact?.messages);
  return {
    outcome: (answered) => outcomeOfEndedReason(reason, answered),
    timing: {
      durationSeconds: num(report.durationSeconds),
      startedAt: date(report.startedAt) ?? date(report.call?.startedAt),
      endedAt: date(report.endedAt) ?? date(report.call?.endedAt),
    },
    report: {
      cost: costFromVapiReport({ cost: report.cost ?? report.call?.cost, costs: report.costs ?? report.call?.costs }),
      latency: latencyFromVapiArtifact(report.artifact ?? report.call?.artifact),
    },
    artifacts: {
      transcript: fromMessages.length ? fromMessages : transcriptFromText(report.artifact?.transcript ?? report.transcript),
      recordingUrl: recordingUrlFromVapi(report.artifact) ?? httpUrl(report.recordingUrl),
      analysis: (setting) => analysisFromVapiReport(report, setting),
    },
  };
}

/** The call id, the called number and the caller of an assistant-request; null without a usable call id. */
function inboundRequestOf(msg: VapiAssistantRequest) {
  const callId = str(msg.call?.id);
  const providerCallId = callId && callId.length <= 200 ? callId : null;
  if (!providerCallId) {
    logger.warn('vapi assistant-request without a usable call id', { length: callId?.length ?? 0 });
    return null;
  }
  return {
    called: { phoneNumberId: str(msg.phoneNumber?.id) ?? str(msg.call?.phoneNumberId), number: str(msg.phoneNumber?.number) },
    from: str(msg.customer?.number) ?? str(msg.call?.customer?.number),
    providerCallId,
  };
}

/** Vapi sends arguments as an object, or as the model's JSON text. */
function argumentsOf(raw: unknown): Record<string, unknown> | undefined {
  let value = raw;
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The tool calls of the message: `toolCallList`, else the `toolCall` of each `toolWithToolCallList` entry. */
export function toolCallsOf(message: Record<string, unknown>): ProviderToolCall[] {
  const list = Array.isArray(message.toolCallList)
    ? message.toolCallList
    : Array.isArray(message.toolWithToolCallList)
      ? message.toolWithToolCallList.map((t) => (t as { toolCall?: unknown } | null)?.toolCall)
      : [];
  const out: ProviderToolCall[] = [];
  for (const item of list.slice(0, MAX_TOOL_CALLS)) {
    const tc = (item ?? {}) as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    const id = str(tc.id);
    if (!id || id.length > 256) continue;
    out.push({ id, name: str(tc.function?.name)?.slice(0, 64) ?? '', args: argumentsOf(tc.function?.arguments) });
  }
  return out;
}

/** Vapi's server messages at /api/providers/vapi/events: verified by any credential Vapi sends that this deployment knows. */
export const vapiWebhooks: ProviderWebhooks = {
  async verify(db, req, now) {
    verifyVapiRequest({ headers: req.headers, rawBody: req.raw, method: req.method, url: vapiSignedUrl(req.url) }, await vapiAuthPlans(db), now);
  },
  parse: (_path, body) => parseVapiMessage(body),
  acknowledged: () => ({ received: true }),
  toolAnswer: (answers: ToolCallAnswer[]): { results: VapiToolCallResult[] } => ({
    results: answers.map((a) => ({ name: a.name, toolCallId: a.id, result: a.message })),
  }),
  transferAnswer: (answer: TransferAnswer): Vapi.ServerMessageResponseTransferDestinationRequest =>
    'error' in answer ? { error: answer.error } : { destination: { type: 'number', number: answer.number, message: answer.message } },
  inboundAnswer(answer: InboundAnswer): VapiAssistantAnswer {
    if ('refused' in answer) return { error: answer.refused === 'no_agent' ? NO_AGENT_MESSAGE : UNAVAILABLE_MESSAGE };
    const overrides: { variableValues: Record<string, string>; maxDurationSeconds?: number } = { variableValues: variableValuesOf(answer.variables) };
    if (answer.call.maxDurationSeconds !== null) overrides.maxDurationSeconds = Math.max(10, Math.min(43_200, answer.call.maxDurationSeconds));
    return { assistantId: answer.agent.assistantId, assistantOverrides: overrides };
  },
};
