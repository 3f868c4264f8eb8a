import { and, eq } from 'drizzle-orm';
import { calls } from '../../../db/schema';
import type { Database, Tx } from '../../../db/types';
import { logger } from '../../../logger';
import { RETELL_WEBHOOK_EVENTS } from './agent';
import { findAgentAnalysis, recordAnalysis } from '../../calls/analysis';
import { advanceCall, appendTranscriptLines, recordArtifacts } from '../../calls/lifecycle';
import { recordProviderReport } from '../../calls/provider-report';
import { applyReportedTiming } from '../../calls/reported-timing';
import { optedOutDuring } from '../../tools/invocations';
import { retellCallIdOf } from './call-ref';
import { outcomeOfDisconnection } from './ended-reason';
import {
  analysisFromRetell, costFromRetell, latencyFromRetell, recordingUrlFromRetell, retellDate, retellDurationSeconds,
  transcriptFromRetell, type RetellCall,
} from './report';
import { optedOut } from '../vapi/tool-calls';
import { storableText } from '../vapi/mapping';

type RetellEventName = (typeof RETELL_WEBHOOK_EVENTS)[number];
const isRead = (e: unknown): e is RetellEventName => (RETELL_WEBHOOK_EVENTS as readonly unknown[]).includes(e);

interface KnownCall {
  id: number;
  agentId: number;
  status: string;
  transcript: { role: string; text: string; start_seconds: number }[] | null;
}

/**
 * Turns one Retell webhook event (`{ event, call }`, the call as Retell's get-call answers it) into transitions and
 * artifacts. `call_started` answers the call; `call_ended` and `call_analyzed` each carry the whole call, so either
 * ends it (in whichever order they come, the second changes nothing already recorded) and the analyzed one adds the
 * analysis; `transcript_updated` adds the lines heard since. Events for calls we do not know, and events we do not
 * use, are acknowledged and ignored (Retell would otherwise retry them).
 */
export async function handleRetellEvent(db: Database, body: Record<string, unknown>, now = new Date()) {
  const event = body.event;
  const call = (body.call && typeof body.call === 'object' ? body.call : {}) as RetellCall;
  if (!isRead(event)) return { received: true };
  const retellCallId = await retellCallIdOf(db, call);
  if (!retellCallId) return { received: true };
  const [row] = await db
    .select({ id: calls.id, agentId: calls.agentId, status: calls.status, transcript: calls.transcript })
    .from(calls)
    .where(and(eq(calls.provider, 'retell'), eq(calls.providerCallId, retellCallId)));
  if (!row) {
    logger.info('retell event for an unknown call', { retell_call_id: retellCallId, event });
    return { received: true };
  }
  await db.transaction(async (tx) => {
    switch (event) {
      case 'call_started':
        await advanceCall(tx, row.id, { to: 'in_progress', at: now, startedAt: retellDate(call.start_timestamp) });
        break;
      case 'call_ended':
      case 'call_analyzed':
        await endCall(tx, row, call, now);
        if (event === 'call_analyzed') await recordRetellAnalysis(tx, row, call, now);
        break;
      case 'transcript_updated': {
        const lines = transcriptFromRetell(call.transcript_object);
        await appendTranscriptLines(tx, row.id, lines.slice(row.transcript?.length ?? 0), now);
        break;
      }
      default:
        event satisfies never;
    }
  });
  return { received: true };
}

/** Ends the call as Retell reports it: status and ended_reason, timing, cost and latency, transcript and recording. */
async function endCall(tx: Tx, row: KnownCall, call: RetellCall, now: Date) {
  const duration = retellDurationSeconds(call);
  const startedAt = retellDate(call.start_timestamp);
  const endedAt = retellDate(call.end_timestamp);
  const answered = row.status === 'in_progress' || (duration ?? 0) > 0;
  const outcome = optedOut(outcomeOfDisconnection(storableText(call.disconnection_reason), answered), answered, await optedOutDuring(tx, row.id));
  // Before the call ends here, so call.ended carries what it cost Retell and how fast the agent was.
  await recordProviderReport(tx, row.id, { cost: costFromRetell(call), latency: latencyFromRetell(call) }, now);
  await advanceCall(tx, row.id, {
    to: outcome.status, at: now, failureReason: outcome.failureReason, endedReason: outcome.endedReason, durationSeconds: duration, startedAt, endedAt,
  });
  await applyReportedTiming(tx, row.id, { durationSeconds: duration, startedAt, endedAt }, now);
  const lines = transcriptFromRetell(call.transcript_object);
  await recordArtifacts(tx, row.id, { transcript: lines.length ? lines : row.transcript, recordingUrl: recordingUrlFromRetell(call) }, now);
}

/** Retell's post-call analysis: the summary on the call, and with an analysis setting the analysis and its contact write. */
async function recordRetellAnalysis(tx: Tx, row: KnownCall, call: RetellCall, now: Date) {
  const setting = await findAgentAnalysis(tx, row.agentId);
  const analysis = analysisFromRetell(call, setting);
  if (!analysis) return;
  await recordArtifacts(tx, row.id, { summary: analysis.summary }, now);
  if (setting) await recordAnalysis(tx, row.id, analysis, now);
}
