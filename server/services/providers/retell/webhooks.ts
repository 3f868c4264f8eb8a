import { createHash } from 'node:crypto';
import type { CallRef, InboundAnswer, ProviderEvent, ProviderWebhook, ToolCallAnswer, TransferAnswer } from '../events';
import type { ProviderWebhooks } from '../port';
import { storableText } from '../report-text';
import { RETELL_WEBHOOK_EVENTS, TRANSFER_NUMBER_VARIABLE } from './agent';
import { outcomeOfDisconnection } from './ended-reason';
import { RETELL_INBOUND_RETRY_MS } from './inbound-retry';
import { retellDynamicVariables } from './mapping';
import {
  analysisFromRetell, costFromRetell, latencyFromRetell, recordingUrlFromRetell, retellDate, retellDurationSeconds,
  transcriptFromRetell, type RetellCall,
} from './report';
import { verifyRetellRequest } from './signature';

type RetellEventName = (typeof RETELL_WEBHOOK_EVENTS)[number];
const isRead = (e: unknown): e is RetellEventName => (RETELL_WEBHOOK_EVENTS as readonly unknown[]).includes(e);

/** The longest Retell call id kept (its ids are short; a longer one is not one of them). */
const MAX_ID = 200;

/**
 * The answer to a Retell custom function: `result`, one line the agent hears, and for a transfer the number
 * Retell's transfer_call tool dials (read into the `transfer_number` dynamic variable).
 */
export interface RetellToolAnswer {
  result: string;
  [TRANSFER_NUMBER_VARIABLE]?: string;
}

/** The `call_inbound` part of Retell's inbound webhook: the called number, the caller and the number's own agent, if any. */
export interface RetellInboundRequest {
  event?: unknown;
  call_inbound?: { agent_id?: unknown; from_number?: unknown; to_number?: unknown };
}

/**
 * The answer Retell's inbound webhook takes, under `call_inbound`: the agent to connect, its dynamic variables, the
 * metadata the call keeps, and the longest it may last. Without `override_agent_id` (and with no inbound agent set on
 * the number at Retell) Retell does not connect the call.
 */
export interface RetellInboundAnswer {
  call_inbound: {
    override_agent_id?: string;
    dynamic_variables?: Record<string, string>;
    metadata?: { switchboard_call_id: string };
    agent_override?: { agent: { max_call_duration_ms: number } };
  };
}

const callOf = (body: Record<string, unknown>) => (body.call && typeof body.call === 'object' ? body.call : {}) as RetellCall;

/**
 * Retell's id of the call a request is about, with the id Switchboard gave Retell as the call's metadata (an inbound
 * call is recorded before Retell has made its call: its first event or tool call links the two). Null when the
 * request names no call.
 */
export function retellCallRef(call: RetellCall): CallRef | null {
  const id = storableText(call.call_id);
  if (!id || id.length > MAX_ID) return null;
  const ours = storableText((call.metadata as { switchboard_call_id?: unknown } | null | undefined)?.switchboard_call_id);
  return { providerCallId: id, ourCallId: ours && ours.length <= MAX_ID ? ours : null };
}

/**
 * This tool call's id, for the once-only rule: Retell's `tool_call_id` of the latest invocation of the tool in the
 * call's transcript, else (a transcript without it) a digest of the tool and its arguments, so a retried request
 * answers the first result and does nothing else.
 */
export function retellToolCallKey(name: string, call: RetellCall, args: unknown): string {
  const turns = Array.isArray(call.transcript_with_tool_calls) ? call.transcript_with_tool_calls : [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i] as { role?: unknown; name?: unknown; tool_call_id?: unknown } | null;
    if (t?.role === 'tool_call_invocation' && t.name === name && typeof t.tool_call_id === 'string' && t.tool_call_id && t.tool_call_id.length <= 200) {
      return t.tool_call_id;
    }
  }
  return `retell-${createHash('sha256').update(`${name}\u0000${JSON.stringify(args ?? {})}`).digest('hex').slice(0, 40)}`;
}

/**
 * One Retell webhook event (`{ event, call }`, the call as Retell's get-call answers it). `call_started` answers the
 * call; `call_ended` and `call_analyzed` each carry the whole call, so either ends it (in whichever order they come,
 * the second changes nothing already recorded) and the analyzed one adds the analysis; `transcript_updated` carries
 * the transcript so far. Events we do not use are acknowledged and ignored (Retell would otherwise retry them). Pure.
 */
export function parseRetellEvent(body: Record<string, unknown>): ProviderWebhook {
  const event = body.event;
  const call = callOf(body);
  if (!isRead(event)) return { kind: 'ignored' };
  const ref = retellCallRef(call);
  if (!ref) return { kind: 'ignored' };
  return { kind: 'call_events', ref, events: eventsOf(event, call) };
}

function eventsOf(event: RetellEventName, call: RetellCall): ProviderEvent[] {
  switch (event) {
    case 'call_started':
      return [{ type: 'answered', startedAt: retellDate(call.start_timestamp) }];
    case 'call_ended':
    case 'call_analyzed': {
      const reason = storableText(call.disconnection_reason);
      return [{
        type: 'ended',
        end: {
          outcome: (answered) => outcomeOfDisconnection(reason, answered),
          timing: { durationSeconds: retellDurationSeconds(call), startedAt: retellDate(call.start_timestamp), endedAt: retellDate(call.end_timestamp) },
          report: { cost: costFromRetell(call), latency: latencyFromRetell(call) },
          artifacts: {
            transcript: transcriptFromRetell(call.transcript_object),
            recordingUrl: recordingUrlFromRetell(call),
            ...(event === 'call_analyzed' && { analysis: (setting) => analysisFromRetell(call, setting) }),
          },
        },
      }];
    }
    case 'transcript_updated':
      return [{ type: 'transcript_so_far', lines: transcriptFromRetell(call.transcript_object) }];
    default:
      return event satisfies never;
  }
}

/** A Retell custom function at tools/{name}: the live call object (with its transcript so far) and the arguments. */
function parseRetellTool(name: string, body: Record<string, unknown>): ProviderWebhook {
  const call = callOf(body);
  const raw = body.args === undefined || body.args === null ? {} : body.args;
  const args = typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  const tool = name.slice(0, 64);
  return { kind: 'tool_calls', ref: retellCallRef(call), controlUrl: null, calls: [{ id: retellToolCallKey(name, call, raw), name: tool, args }] };
}

/**
 * Retell's inbound webhook: the called number and the caller. It carries no call id, and Retell retries a request it
 * got no answer to in time, so a retry within the window is answered with the call the first request recorded.
 */
function parseRetellInbound(body: RetellInboundRequest): ProviderWebhook {
  const req = body.call_inbound ?? {};
  const to = storableText(req.to_number);
  return {
    kind: 'inbound_request',
    request: {
      called: { phoneNumberId: to && to.length <= 32 ? to.trim() : null, number: to },
      from: storableText(req.from_number),
      providerCallId: null,
      retryWindowMs: RETELL_INBOUND_RETRY_MS,
    },
  };
}

/** Retell's webhooks (events, the inbound webhook, custom functions), each signed with the API key (`x-retell-signature`). */
export const retellWebhooks: ProviderWebhooks = {
  verify: (_db, req) => verifyRetellRequest(req.raw, req.headers.get('x-retell-signature')),
  parse(path, body) {
    if (path[0] === 'inbound') return parseRetellInbound(body as RetellInboundRequest);
    if (path[0] === 'tools' && path[1] !== undefined) return parseRetellTool(path[1], body);
    return parseRetellEvent(body);
  },
  acknowledged: () => ({ received: true }),
  toolAnswer([answer]: ToolCallAnswer[]): RetellToolAnswer {
    const out: RetellToolAnswer = { result: answer?.message ?? '' };
    if (answer?.transferNumber) out[TRANSFER_NUMBER_VARIABLE] = answer.transferNumber;
    return out;
  },
  // Retell moves a call with its own transfer_call tool; it never asks for a destination.
  transferAnswer: (answer: TransferAnswer) => ('error' in answer ? { result: answer.error } : { result: answer.message }),
  inboundAnswer(answer: InboundAnswer): RetellInboundAnswer {
    if ('refused' in answer) return { call_inbound: {} };
    const out: RetellInboundAnswer = {
      call_inbound: {
        override_agent_id: answer.agent.assistantId,
        dynamic_variables: retellDynamicVariables(answer.variables, answer.agent),
        metadata: { switchboard_call_id: answer.call.callId },
      },
    };
    if (answer.call.maxDurationSeconds !== null) {
      out.call_inbound.agent_override = { agent: { max_call_duration_ms: Math.max(60_000, Math.min(7_200_000, answer.call.maxDurationSeconds * 1000)) } };
    }
    return out;
  },
};
