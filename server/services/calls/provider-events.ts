import { and, eq, isNull } from 'drizzle-orm';
import { calls, type TranscriptLine, type VoiceProviderName } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import type { CallRef, ProviderEvent, ProviderReport, ReportedEnd } from '../providers/events';
import { optedOut } from '../providers/outcome';
import { findAgentAnalysis, recordAnalysis } from './analysis';
import { advanceCall, appendTranscriptLines, recordArtifacts } from './lifecycle';
import { recordProviderReport } from './provider-report';
import { applyReportedTiming } from './reported-timing';
import { optedOutDuring } from './tool-invocations';

/** The call a provider's events are applied to: what applying them reads before it locks the row. */
export interface ReportedCall {
  id: number;
  agentId: number;
  status: string;
  startedAt: Date | null;
  transcript: TranscriptLine[] | null;
}

/**
 * The provider's id of the call a message is about, recorded on our call first when our call does not have it yet:
 * an inbound call is recorded before some providers have made their call (Retell's inbound webhook carries no call
 * id), so its first event or tool call links the two by the id Switchboard gave the provider as the call's metadata.
 */
export async function linkProviderCall(db: Database, provider: VoiceProviderName, ref: CallRef): Promise<void> {
  if (!ref.ourCallId) return;
  await db
    .update(calls)
    .set({ providerCallId: ref.providerCallId })
    .where(and(eq(calls.callId, ref.ourCallId), eq(calls.provider, provider), isNull(calls.providerCallId)))
    .catch(() => undefined);
}

/** The call a provider names by its own id, or null for a call we do not know. */
export async function findReportedCall(db: Database, provider: VoiceProviderName, providerCallId: string): Promise<ReportedCall | null> {
  const [row] = await db
    .select({ id: calls.id, agentId: calls.agentId, status: calls.status, startedAt: calls.startedAt, transcript: calls.transcript })
    .from(calls)
    .where(and(eq(calls.provider, provider), eq(calls.providerCallId, providerCallId)));
  return row ?? null;
}

/**
 * Applies what a provider reports about one call, in the caller's transaction: the one place an answer, a line and an
 * end are recorded, whichever provider (or the simulated far end) reports them.
 */
export async function applyProviderEvents(tx: Tx, row: ReportedCall, events: readonly ProviderEvent[], now: Date): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'ringing':
        await advanceCall(tx, row.id, { to: 'ringing', at: now });
        break;
      case 'answered':
        await advanceCall(tx, row.id, { to: 'in_progress', at: now, startedAt: event.startedAt });
        break;
      case 'line': {
        const start = row.startedAt ? Math.max(0, Math.round((now.getTime() - row.startedAt.getTime()) / 1000)) : 0;
        await appendTranscriptLines(tx, row.id, [{ role: event.role, text: event.text, start_seconds: start }], now);
        break;
      }
      case 'transcript_so_far':
        await appendTranscriptLines(tx, row.id, event.lines.slice(row.transcript?.length ?? 0), now);
        break;
      case 'ended':
        await applyEnd(tx, row, event.end, now);
        break;
      default:
        event satisfies never;
    }
  }
}

/**
 * The end of a call, in this order for every provider: where it lands (a caller who opted out through the agent's tool
 * is `opted_out`, whatever words the provider ends in), the provider's report (before the end, so `call.ended`
 * carries its cost and latency), the status, the provider's own timing (its word wins over our clock), then the
 * transcript, recording and summary, and with an analysis setting the analysis and its values on the contact. Answers
 * the call as its end left it, or null when it had already ended.
 */
export async function applyEnd(tx: Tx, row: ReportedCall, end: ReportedEnd, now: Date, reportAfterEnd?: (durationSeconds: number) => ProviderReport) {
  const answered = row.status === 'in_progress' || (end.timing?.durationSeconds ?? 0) > 0;
  // Only an answered call can have been ended by the caller's opt-out, so only then is it looked up.
  const outcome = optedOut(end.outcome(answered), answered, answered && (await optedOutDuring(tx, row.id)));
  if (end.report) await recordProviderReport(tx, row.id, end.report, now);
  const ended = await advanceCall(tx, row.id, {
    to: outcome.status, at: now, failureReason: outcome.failureReason, endedReason: outcome.endedReason, ...end.timing,
  });
  // A call ended here has a length only once its end is recorded, so its report follows the end.
  if (ended && reportAfterEnd) await recordProviderReport(tx, row.id, reportAfterEnd(ended.durationSeconds ?? 0), now);
  // A call this report ended took its length from it already; only reported times (or an end recorded earlier, on
  // our clock) leave timing to apply.
  const timed = ended && end.timing?.startedAt === null && end.timing.endedAt === null;
  if (end.timing && !timed) await applyReportedTiming(tx, row.id, end.timing, now);
  if (!end.artifacts) return ended;
  const { transcript, recordingUrl, analysis: analysisOf } = end.artifacts;
  const setting = analysisOf ? await findAgentAnalysis(tx, row.agentId) : null;
  const analysis = analysisOf?.(setting) ?? null;
  await recordArtifacts(tx, row.id, {
    // Without a transcript in the report, the lines heard live become the transcript.
    transcript: transcript.length ? transcript : row.transcript,
    recordingUrl,
    summary: analysis?.summary ?? null,
  }, now);
  if (analysis && setting) await recordAnalysis(tx, row.id, analysis, now);
  return ended;
}
