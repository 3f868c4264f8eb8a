import type { PhoneCallResponse } from 'retell-sdk/resources/call';
import { costComponentNames, type AgentAnalysis, type CallCostComponent, type CallLatency, type CostComponentName, type TranscriptLine } from '../../../db/schema';
import { RETELL_SUCCESS_FIELD } from './agent';
import type { AnalysisReport } from '../events';
import { cleanJson } from '../report-text';
import { MAX_TURN_MS } from '../report-text';
import { MAX_CALL_SECONDS, httpUrl, storableText } from '../report-text';
import type { Received } from '../received';

/** A Retell call object as it arrives in an event: the SDK's field names, every value still to be checked. */
export type RetellCall = Received<PhoneCallResponse>;

/** At most this many transcript turns are read. */
const MAX_TURNS = 50_000;
/** No call has more priced products than this. */
const MAX_PRODUCTS = 100;

const finite = (v: unknown, max: number): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : null);

/** Milliseconds since the epoch (Retell's timestamps) as a date within this century, or null. */
export function retellDate(v: unknown): Date | null {
  const n = finite(v, 4_102_444_800_000);
  if (n === null) return null;
  const d = new Date(n);
  return d.getUTCFullYear() < 2000 ? null : d;
}

/** The call's length in seconds (`duration_ms`), or null. */
export const retellDurationSeconds = (call: RetellCall) => {
  const ms = finite(call.duration_ms, MAX_CALL_SECONDS * 1000);
  return ms === null ? null : Math.round(ms / 1000);
};

/**
 * The spoken turns of `transcript_object` (`agent` and `user`, each with its words' times): a person who took a
 * transfer speaks as `transfer_target`, kept as such. Each line starts at its first word's time.
 */
export function transcriptFromRetell(list: unknown): TranscriptLine[] {
  if (!Array.isArray(list)) return [];
  const lines: TranscriptLine[] = [];
  for (const raw of list.slice(0, MAX_TURNS)) {
    const u = (raw && typeof raw === 'object' ? raw : {}) as Received<PhoneCallResponse.TranscriptObject>;
    const role = u.role === 'agent' ? 'agent' : u.role === 'user' ? 'customer' : u.role === 'transfer_target' ? 'transfer_target' : null;
    const text = storableText(u.content);
    if (!role || !text) continue;
    const first = Array.isArray(u.words) ? (u.words[0] as { start?: unknown } | undefined) : undefined;
    lines.push({ role, text: text.trim(), start_seconds: Math.round(finite(first?.start, MAX_CALL_SECONDS) ?? 0) });
  }
  return lines;
}

/** The call's recording (`recording_url`; Retell keeps it for a while), or null. */
export const recordingUrlFromRetell = (call: RetellCall) => httpUrl(call.recording_url);

/** A Retell product's cost component by its name (`elevenlabs_tts`, `gpt_4_1`, `retell_platform`, `twilio`, …). */
function componentOf(product: string): CostComponentName {
  const p = product.toLowerCase();
  if (/tts|voice|elevenlabs|cartesia|minimax/.test(p)) return 'voice';
  if (/asr|stt|transcri|deepgram/.test(p)) return 'transcriber';
  if (/gpt|claude|gemini|llm|model/.test(p)) return 'model';
  if (/telephony|twilio|telnyx|vonage|sip|phone/.test(p)) return 'telephony';
  if (/platform|retell/.test(p)) return 'platform';
  return 'other';
}

/** What the call cost at Retell (`call_cost`, in cents), by component; null when it says nothing usable. */
export function costFromRetell(call: RetellCall): { providerCents: number; components: CallCostComponent[] } | null {
  const cost = call.call_cost;
  const total = finite(cost?.combined_cost, 100_000_000);
  if (total === null) return null;
  const sums = new Map<CostComponentName, number>();
  const products = Array.isArray(cost?.product_costs) ? cost.product_costs.slice(0, MAX_PRODUCTS) : [];
  for (const raw of products) {
    const p = (raw && typeof raw === 'object' ? raw : {}) as Received<PhoneCallResponse.CallCost.ProductCost>;
    const cents = finite(p.cost, 100_000_000);
    if (cents === null || typeof p.product !== 'string') continue;
    const name = componentOf(p.product);
    sums.set(name, (sums.get(name) ?? 0) + cents);
  }
  const components = costComponentNames.filter((n) => sums.has(n)).map((name) => ({ name, cents: Math.round(sums.get(name)!) }));
  return { providerCents: Math.round(total), components };
}

/** The agent's latency from Retell's `latency` (end to end per turn, and its LLM, voice and transcriber stages). */
export function latencyFromRetell(call: RetellCall): CallLatency | null {
  const l = call.latency;
  const e2e = l?.e2e;
  const turns = finite(e2e?.num, 1_000_000);
  if (!e2e || turns === null) return null;
  const ms = (v: unknown) => {
    const n = finite(v, MAX_TURN_MS);
    return n === null ? null : Math.round(n);
  };
  return {
    turns: Math.round(turns),
    p50_ms: ms(e2e.p50),
    p95_ms: ms(e2e.p95),
    model_p50_ms: ms(l?.llm?.p50),
    voice_p50_ms: ms(l?.tts?.p50),
    transcriber_p50_ms: ms(l?.asr?.p50),
  };
}

/**
 * Retell's post-call analysis (`call_analysis`) as our analysis report, keeping only what the agent's setting asks
 * for: the summary unless turned off, the verdict on the success criteria (our own analysis field, not Retell's
 * general `call_successful`), and the extracted variables the setting names. Null when the call has no analysis.
 */
export function analysisFromRetell(call: RetellCall, setting: AgentAnalysis | null): AnalysisReport | null {
  const a = call.call_analysis;
  if (!a || typeof a !== 'object') return null;
  const custom = a.custom_analysis_data && typeof a.custom_analysis_data === 'object' && !Array.isArray(a.custom_analysis_data)
    ? (cleanJson(a.custom_analysis_data) as Record<string, unknown>)
    : {};
  const verdict = custom[RETELL_SUCCESS_FIELD];
  const structured: Record<string, unknown> = {};
  for (const name of setting?.extract ?? []) if (Object.hasOwn(custom, name)) structured[name] = custom[name];
  return {
    summary: setting?.summary === false ? null : storableText(a.call_summary),
    success: setting?.success_criteria && typeof verdict === 'boolean' ? verdict : null,
    structured_data: structured,
  };
}
