import type { Vapi } from '@vapi-ai/server-sdk';
import { and, eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { findAgentAnalysis, recordAnalysis } from '../calls/analysis';
import { advanceCall, appendTranscriptLines, recordArtifacts } from '../calls/lifecycle';
import { applyReportedTiming } from '../calls/reported-timing';
import { answerAssistantRequest } from './vapi-assistant-request';
import { optedOutDuring } from '../tools/invocations';
import { handleVapiToolCalls, optedOut } from './vapi-tool-calls';
import { applyStatusUpdate, type VapiStatusUpdate } from './vapi-status-update';
import { analysisFromVapi } from './vapi-analysis';
import { MAX_CALL_SECONDS, outcomeOfEndedReason, storableText, transcriptFromText, transcriptFromVapi, transcriptRole, recordingUrlFromVapi, httpUrl } from './vapi-mapping';
import type { Received } from './vapi-received';

interface VapiMessage {
  type?: unknown;
  status?: unknown;
  endedReason?: unknown;
  call?: { id?: unknown; startedAt?: unknown; endedAt?: unknown };
  role?: unknown;
  transcriptType?: unknown;
  transcript?: unknown;
}

/**
 * The end-of-call report as Vapi's SDK types it, with the fields older reports carry beside it: `durationSeconds`,
 * and `recordingUrl`, `summary` and `transcript` at the top level instead of in `artifact` and `analysis`.
 */
type VapiEndOfCallReport = Received<Vapi.ServerMessageEndOfCallReport> & {
  durationSeconds?: unknown;
  recordingUrl?: unknown;
  summary?: unknown;
  transcript?: unknown;
};

const str = storableText;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_CALL_SECONDS ? v : null);
/** A date within this century: Vapi's own timestamps always are, and PostgreSQL stores them all. */
function date(v: unknown): Date | null {
  if (typeof v !== 'string' || v.length > 64) return null;
  const d = new Date(v);
  const year = d.getUTCFullYear();
  return Number.isNaN(d.getTime()) || year < 2000 || year > 2100 ? null : d;
}

/**
 * Turns one Vapi server message into transitions and artifacts. Messages for calls we do not know, and
 * message types we do not use, are acknowledged and ignored (Vapi would otherwise retry them).
 */
export async function handleVapiMessage(db: Database, body: Record<string, unknown>, now = new Date()) {
  const msg = (body.message ?? null) as VapiMessage | null;
  if (msg?.type === 'assistant-request') return answerAssistantRequest(db, msg, now);
  if (msg?.type === 'tool-calls') return handleVapiToolCalls(db, body.message as Record<string, unknown>, now);
  const vapiCallId = str(msg?.call?.id);
  if (!msg || !vapiCallId) return { received: true };
  const [row] = await db
    .select({ id: calls.id, agentId: calls.agentId, status: calls.status, startedAt: calls.startedAt, transcript: calls.transcript })
    .from(calls)
    .where(and(eq(calls.provider, 'vapi'), eq(calls.providerCallId, vapiCallId)));
  if (!row) {
    logger.info('vapi message for an unknown call', { vapi_call_id: vapiCallId, type: String(msg.type) });
    return { received: true };
  }
  await db.transaction(async (tx) => {
    switch (msg.type) {
      case 'status-update':
        await applyStatusUpdate(tx, row, msg as VapiStatusUpdate, now, date(msg.call?.startedAt));
        break;
      case 'end-of-call-report': {
        const report = msg as VapiEndOfCallReport;
        const duration = num(report.durationSeconds);
        const startedAt = date(report.startedAt) ?? date(report.call?.startedAt);
        const endedAt = date(report.endedAt) ?? date(report.call?.endedAt);
        const answered = row.status === 'in_progress' || (duration ?? 0) > 0;
        const outcome = optedOut(outcomeOfEndedReason(str(report.endedReason), answered), answered, await optedOutDuring(tx, row.id));
        await advanceCall(tx, row.id, {
          to: outcome.status,
          at: now,
          failureReason: outcome.failureReason,
          endedReason: outcome.endedReason,
          durationSeconds: duration,
          startedAt,
          endedAt,
        });
        // Vapi usually sends the `ended` status update first, settled on our clock: the report's timing wins either way.
        await applyReportedTiming(tx, row.id, { durationSeconds: duration, startedAt, endedAt }, now);
        const fromMessages = transcriptFromVapi(report.artifact?.messages);
        const lines = fromMessages.length ? fromMessages : transcriptFromText(report.artifact?.transcript ?? report.transcript);
        await recordArtifacts(tx, row.id, {
          // Without messages in the report, the lines heard live become the transcript.
          transcript: lines.length ? lines : row.transcript,
          recordingUrl: recordingUrlFromVapi(report.artifact) ?? httpUrl(report.recordingUrl),
          summary: str(report.analysis?.summary) ?? str(report.summary),
        }, now);
        // An agent with an analysis setting keeps Vapi's analysis on the call and its extracted values on the contact.
        const analysis = analysisFromVapi(report.analysis);
        if (analysis && (await findAgentAnalysis(tx, row.agentId))) await recordAnalysis(tx, row.id, analysis, now);
        break;
      }
      // Vapi names a final line's message type with its filter, `transcript[transcriptType="final"]`.
      case 'transcript':
      case 'transcript[transcriptType="final"]': {
        const role = transcriptRole(msg.role);
        const text = str(msg.transcript);
        const final = msg.type !== 'transcript' || msg.transcriptType === 'final';
        if (!final || !role || !text) break;
        const start = row.startedAt ? Math.max(0, Math.round((now.getTime() - row.startedAt.getTime()) / 1000)) : 0;
        await appendTranscriptLines(tx, row.id, [{ role, text, start_seconds: start }], now);
        break;
      }
    }
  });
  return { received: true };
}
