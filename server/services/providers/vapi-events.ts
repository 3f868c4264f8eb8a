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
import { analysisFromVapi, MAX_CALL_SECONDS, outcomeOfEndedReason, statusFromVapi, storableText, transcriptFromText, transcriptFromVapi, transcriptRole } from './vapi-mapping';

interface VapiMessage {
  type?: unknown;
  status?: unknown;
  endedReason?: unknown;
  call?: { id?: unknown; startedAt?: unknown; endedAt?: unknown };
  startedAt?: unknown;
  endedAt?: unknown;
  durationSeconds?: unknown;
  artifact?: { messages?: unknown; transcript?: unknown; recordingUrl?: unknown; recording?: { mono?: { combinedUrl?: unknown } } };
  analysis?: { summary?: unknown; structuredData?: unknown; successEvaluation?: unknown };
  recordingUrl?: unknown;
  summary?: unknown;
  role?: unknown;
  transcriptType?: unknown;
  transcript?: unknown;
}

const str = storableText;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_CALL_SECONDS ? v : null);
/** A date within this century: Vapi's own timestamps always are, and PostgreSQL stores them all. */
function date(v: unknown): Date | null {
  if (typeof v !== 'string' || v.length > 64) return null;
  const d = new Date(v);
  const year = d.getUTCFullYear();
  return Number.isNaN(d.getTime()) || year < 2000 || year > 2100 ? null : d;
}
const httpUrl = (v: unknown) => {
  const s = str(v);
  return s && /^https?:\/\/\S+$/i.test(s) && s.length <= 2048 ? s : null;
};

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
      case 'status-update': {
        const to = statusFromVapi(msg.status);
        if (to === 'ringing') await advanceCall(tx, row.id, { to, at: now });
        else if (to === 'in_progress') await advanceCall(tx, row.id, { to, at: now, startedAt: date(msg.call?.startedAt) });
        else if (to === 'ended') {
          const answered = row.status === 'in_progress';
          const outcome = optedOut(outcomeOfEndedReason(str(msg.endedReason), answered), answered, await optedOutDuring(tx, row.id));
          await advanceCall(tx, row.id, { to: outcome.status, at: now, failureReason: outcome.failureReason, endedReason: outcome.endedReason });
        }
        break;
      }
      case 'end-of-call-report': {
        const duration = num(msg.durationSeconds);
        const startedAt = date(msg.startedAt) ?? date(msg.call?.startedAt);
        const endedAt = date(msg.endedAt) ?? date(msg.call?.endedAt);
        const answered = row.status === 'in_progress' || (duration ?? 0) > 0;
        const outcome = optedOut(outcomeOfEndedReason(str(msg.endedReason), answered), answered, await optedOutDuring(tx, row.id));
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
        const fromMessages = transcriptFromVapi(msg.artifact?.messages);
        const lines = fromMessages.length ? fromMessages : transcriptFromText(msg.artifact?.transcript ?? msg.transcript);
        await recordArtifacts(tx, row.id, {
          // Without messages in the report, the lines heard live become the transcript.
          transcript: lines.length ? lines : row.transcript,
          recordingUrl: httpUrl(msg.artifact?.recordingUrl) ?? httpUrl(msg.artifact?.recording?.mono?.combinedUrl) ?? httpUrl(msg.recordingUrl),
          summary: str(msg.analysis?.summary) ?? str(msg.summary),
        }, now);
        // An agent with an analysis setting keeps Vapi's analysis on the call and its extracted values on the contact.
        const report = analysisFromVapi(msg.analysis);
        if (report && (await findAgentAnalysis(tx, row.agentId))) await recordAnalysis(tx, row.id, report, now);
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
