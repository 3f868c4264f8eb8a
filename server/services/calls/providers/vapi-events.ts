import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { config } from '../../../config';
import { calls } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import { findAgentAnalysis, recordAnalysis } from '../analysis';
import { advanceCall, appendTranscriptLines, recordArtifacts } from '../lifecycle';
import { analysisFromVapi, outcomeOfEndedReason, statusFromVapi, transcriptFromVapi, transcriptRole } from './vapi-mapping';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Vapi sends the shared secret configured on the server URL as `x-vapi-secret` (or as a bearer token with
 * a bearer credential). Without VAPI_WEBHOOK_SECRET every message is refused.
 */
export function verifyVapiSecret(headers: Headers): void {
  const expected = config.VAPI_WEBHOOK_SECRET;
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const given = headers.get('x-vapi-secret') ?? bearer;
  if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError('invalid_secret', 'The provider secret is missing or wrong.');
  }
}

interface VapiMessage {
  type?: unknown;
  status?: unknown;
  endedReason?: unknown;
  call?: { id?: unknown; startedAt?: unknown; endedAt?: unknown };
  startedAt?: unknown;
  endedAt?: unknown;
  durationSeconds?: unknown;
  artifact?: { messages?: unknown; recordingUrl?: unknown; recording?: { mono?: { combinedUrl?: unknown } } };
  analysis?: { summary?: unknown; structuredData?: unknown; successEvaluation?: unknown };
  recordingUrl?: unknown;
  summary?: unknown;
  role?: unknown;
  transcriptType?: unknown;
  transcript?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
function date(v: unknown): Date | null {
  if (typeof v !== 'string') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Turns one Vapi server message into transitions and artifacts. Messages for calls we do not know, and
 * message types we do not use, are acknowledged and ignored (Vapi would otherwise retry them).
 */
export async function handleVapiMessage(db: Database, body: Record<string, unknown>, now = new Date()) {
  const msg = (body.message ?? null) as VapiMessage | null;
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
          const outcome = outcomeOfEndedReason(str(msg.endedReason), row.status === 'in_progress');
          await advanceCall(tx, row.id, { to: outcome.status, at: now, failureReason: outcome.failureReason });
        }
        break;
      }
      case 'end-of-call-report': {
        const duration = num(msg.durationSeconds);
        const startedAt = date(msg.startedAt) ?? date(msg.call?.startedAt);
        const answered = row.status === 'in_progress' || (duration ?? 0) > 0;
        const outcome = outcomeOfEndedReason(str(msg.endedReason), answered);
        await advanceCall(tx, row.id, {
          to: outcome.status,
          at: now,
          failureReason: outcome.failureReason,
          durationSeconds: duration,
          startedAt,
          endedAt: date(msg.endedAt) ?? date(msg.call?.endedAt),
        });
        const lines = transcriptFromVapi(msg.artifact?.messages);
        await recordArtifacts(tx, row.id, {
          // Without messages in the report, the lines heard live become the transcript.
          transcript: lines.length ? lines : row.transcript,
          recordingUrl: str(msg.artifact?.recordingUrl) ?? str(msg.artifact?.recording?.mono?.combinedUrl) ?? str(msg.recordingUrl),
          summary: str(msg.analysis?.summary) ?? str(msg.summary),
        }, now);
        // An agent with an analysis setting keeps Vapi's analysis on the call and its extracted values on the contact.
        const report = analysisFromVapi(msg.analysis);
        if (report && (await findAgentAnalysis(tx, row.agentId))) await recordAnalysis(tx, row.id, report, now);
        break;
      }
      case 'transcript': {
        const role = transcriptRole(msg.role);
        const text = str(msg.transcript);
        if (msg.transcriptType !== 'final' || !role || !text) break;
        const start = row.startedAt ? Math.max(0, Math.round((now.getTime() - row.startedAt.getTime()) / 1000)) : 0;
        await appendTranscriptLines(tx, row.id, [{ role, text, start_seconds: start }], now);
        break;
      }
    }
  });
  return { received: true };
}
