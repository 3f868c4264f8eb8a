import { POST as vapiEvents } from '../api/providers/vapi/events/route';
import { retellPoster } from './retell-requests';
import { config } from '../../server/config';
import { callRoute } from '../../server/testing/http';
import { startFakeRetell } from '../../server/testing/fake-retell-server';
import { startFakeVapi } from '../../server/testing/fake-vapi-server';
import { agentAtProvider } from '../../server/testing/provider-fixtures';
import type { ToolTestAccount } from '../../server/testing/tool-fixtures';
import type { AgentRow } from '../../server/services/agents/service';
import type { ToolName } from '../../server/services/tools/names';

// One face for each real voice provider, so the contract suites of calls and tools run once per provider: a driver
// serves its fake provider, makes an agent there, reads what the provider was asked to dial, and speaks the
// provider's own wire (Vapi's server messages, Retell's signed events and custom functions) for the same story.

/** What a provider was asked to dial, in common terms. */
export interface Dialed {
  to: string;
  /** The provider's id of the agent that speaks (Vapi's assistant, Retell's agent). */
  agent: string;
  /** The call's rendered variables, as the provider receives them. */
  variables: Record<string, unknown>;
}

/** A transcript line in common terms; `at` is seconds from the start of the call. */
export interface Line {
  role: 'agent' | 'customer';
  text: string;
  at: number;
}

/** How a call ended, in common terms; each driver says it in its provider's words. */
export interface Ending {
  why: 'customer-hung-up' | 'no-answer' | 'busy' | 'voicemail' | 'provider-error';
  startedAt: Date;
  durationSeconds: number;
  lines: Line[];
  recordingUrl?: string;
  /** What the provider says the call cost it, in cents. */
  providerCents?: number;
}

export interface ProviderDriver {
  readonly provider: 'vapi' | 'retell';
  /** Serves the fake provider and configures the server for it. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** An agent of the account at this provider, with the account's team and these tools. */
  agent(acct: ToolTestAccount, tools: ToolName[]): Promise<AgentRow>;
  /** How many dial requests the fake has seen: a mark for `dialsSince`. */
  mark(): number;
  dialsSince(mark: number): Dialed[];
  /** The next request to the provider is refused with this status. */
  refuseNext(status: number): void;
  answer(providerCallId: string): Promise<number>;
  /** The live transcript so far, as the provider streams it. */
  say(providerCallId: string, lines: Line[]): Promise<void>;
  end(providerCallId: string, ending: Ending): Promise<number>;
  /** Runs one tool call the provider's way and answers the text the agent is given. */
  tool(providerCallId: string, name: string, args: unknown, toolCallId: string): Promise<{ status: number; result: string }>;
}

const OUR_NUMBER = '+14155550100';

export function vapiDriver(): ProviderDriver {
  const SECRET = 'vapi-contract-secret';
  let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
  const post = (message: Record<string, unknown>) =>
    callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', body: { message }, headers: { 'x-vapi-secret': SECRET } });
  const vapiReason = { 'customer-hung-up': 'customer-ended-call', 'no-answer': 'customer-did-not-answer', busy: 'customer-busy', voicemail: 'voicemail', 'provider-error': 'pipeline-error-openai-llm-failed' } as const;
  return {
    provider: 'vapi',
    async start() {
      vapi = await startFakeVapi();
      Object.assign(config, { VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET, PUBLIC_BASE_URL: 'https://switchboard.example' });
    },
    close: () => vapi.close(),
    async agent(acct, tools) {
      vapi.addPhoneNumber('pn-contract', OUR_NUMBER);
      return agentAtProvider(acct, {
        name: 'Vapi Agent', provider: 'vapi', phone_number: OUR_NUMBER, provider_phone_number_id: 'pn-contract',
        first_message: 'Hi {{first_name|there}}, {{nickname|friend}}!', tools,
      });
    },
    mark: () => vapi.requests.length,
    dialsSince: (mark) =>
      vapi.requests.slice(mark).filter((r) => r.method === 'POST' && r.path === '/call').map((r) => ({
        to: r.body.customer.number, agent: r.body.assistantId, variables: r.body.assistantOverrides.variableValues,
      })),
    refuseNext: (status) => vapi.failNext(status),
    answer: async (id) => (await post({ type: 'status-update', status: 'in-progress', call: { id } })).status,
    async say(id, lines) {
      for (const l of lines) {
        await post({ type: 'transcript', role: l.role === 'agent' ? 'assistant' : 'user', transcriptType: 'final', transcript: l.text, call: { id } });
      }
    },
    async end(id, e) {
      const res = await post({
        type: 'end-of-call-report', call: { id }, endedReason: vapiReason[e.why],
        startedAt: e.startedAt.toISOString(), endedAt: new Date(e.startedAt.getTime() + e.durationSeconds * 1000).toISOString(), durationSeconds: e.durationSeconds,
        artifact: {
          messages: e.lines.map((l) => ({ role: l.role === 'agent' ? 'bot' : 'user', message: l.text, secondsFromStart: l.at })),
          ...(e.recordingUrl ? { recordingUrl: e.recordingUrl } : {}),
        },
        ...(e.providerCents === undefined ? {} : { cost: e.providerCents / 100 }),
      });
      return res.status;
    },
    async tool(id, name, args, toolCallId) {
      const res = await post({ type: 'tool-calls', call: { id }, toolWithToolCallList: [{ toolCall: { id: toolCallId, function: { name, arguments: args } } }] });
      return { status: res.status, result: res.body.results?.[0]?.result };
    },
  };
}

export function retellDriver(): ProviderDriver {
  const KEY = 'retell-contract-key';
  let retell: Awaited<ReturnType<typeof startFakeRetell>>;
  const send = retellPoster(KEY);
  const retellReason = { 'customer-hung-up': 'user_hangup', 'no-answer': 'dial_no_answer', busy: 'dial_busy', voicemail: 'voicemail_reached', 'provider-error': 'error_retell' } as const;
  const transcriptObject = (lines: Line[]) =>
    lines.map((l) => ({ role: l.role === 'agent' ? 'agent' : 'user', content: l.text, words: [{ word: l.text.split(' ')[0], start: l.at, end: l.at + 0.2 }] }));
  return {
    provider: 'retell',
    async start() {
      retell = await startFakeRetell(KEY);
      Object.assign(config, { RETELL_API_KEY: KEY, RETELL_BASE_URL: retell.url, PUBLIC_BASE_URL: 'https://switchboard.example' });
    },
    close: () => retell.close(),
    async agent(acct, tools) {
      retell.addPhoneNumber(OUR_NUMBER);
      return agentAtProvider(acct, {
        name: 'Retell Agent', provider: 'retell', phone_number: OUR_NUMBER, provider_phone_number_id: OUR_NUMBER,
        first_message: 'Hi {{first_name|there}}, {{nickname|friend}}!', tools,
      });
    },
    mark: () => retell.requests.length,
    dialsSince: (mark) =>
      retell.requests.slice(mark).filter((r) => r.method === 'POST' && r.path === '/v2/create-phone-call').map((r) => ({
        to: r.body.to_number, agent: r.body.override_agent_id, variables: r.body.retell_llm_dynamic_variables,
      })),
    refuseNext: (status) => retell.failNext(status),
    answer: async (id) => (await send.event({ event: 'call_started', call: { call_id: id, start_timestamp: Date.now() } })).status,
    async say(id, lines) {
      await send.event({ event: 'transcript_updated', call: { call_id: id, transcript_object: transcriptObject(lines) } });
    },
    async end(id, e) {
      const start = e.startedAt.getTime();
      const res = await send.event({
        event: 'call_ended',
        call: {
          call_id: id, call_type: 'phone_call', call_status: 'ended', direction: 'outbound', from_number: OUR_NUMBER,
          start_timestamp: start, end_timestamp: start + e.durationSeconds * 1000, duration_ms: e.durationSeconds * 1000,
          disconnection_reason: retellReason[e.why], transcript_object: transcriptObject(e.lines),
          ...(e.recordingUrl ? { recording_url: e.recordingUrl } : {}),
          ...(e.providerCents === undefined ? {} : { call_cost: { combined_cost: e.providerCents, total_duration_seconds: e.durationSeconds, total_duration_unit_price: 0, product_costs: [] } }),
        },
      });
      return res.status;
    },
    async tool(id, name, args, toolCallId) {
      const invocation = { role: 'tool_call_invocation', tool_call_id: toolCallId, name, arguments: JSON.stringify(args) };
      const res = await send.tool(name, { name, args, call: { call_id: id, transcript_with_tool_calls: [invocation] } });
      return { status: res.status, result: res.body.result };
    },
  };
}

/** Both real providers, for `describe.each`. */
export const providerDrivers = [vapiDriver, retellDriver].map((make) => make());
