import type { Vapi } from '@vapi-ai/server-sdk';
import { and, eq } from 'drizzle-orm';
import { calls } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { logger } from '../../../logger';
import { findAgentAnalysis, recordAnalysis } from '../../calls/analysis';
import { advanceCall, appendTranscriptLines, recordArtifacts } from '../../calls/lifecycle';
import { applyReportedTiming } from '../../calls/reported-timing';
import { recordProviderReport } from '../../calls/provider-report';
import { answerAssistantRequest, type VapiAssistantRequest } from './assistant-request';
import { optedOutDuring } from '../../tools/invocations';
import { handleVapiToolCalls, optedOut } from './tool-calls';
import { answerTransferDestinationRequest } from './transfer-destination';
import { applyStatusUpdate, type VapiStatusUpdate } from './status-update';
import { analysisFromVapiReport } from './analysis';
import { costFromVapiReport } from './cost';
import { latencyFromVapiArtifact } from './latency';
import { MAX_CALL_SECONDS, outcomeOfEndedReason, storableText, transcriptFromText, transcriptFromVapi, transcriptRole, recordingUrlFromVapi, httpUrl } from './mapping';
import type { Received } from '../received';

/** The type names of Vapi's server messages, as its SDK has them: a name compared here that Vapi drops fails tsc. */
type VapiMessageType = Vapi.ServerMessageMessage['type'];

/** The SDK's message of the given type name(s). */
type Typed<M, K> = M extends { type: infer T } ? (K extends T ? M : never) : never;

/** A server message of the given type name(s) as received: the SDK's field names, every value still to be checked. */
type MessageOf<K extends VapiMessageType> = Received<Typed<Vapi.ServerMessageMessage, K>>;

/** The messages that move a call we know; the others are acknowledged and ignored. */
const CALL_MESSAGE_TYPES = ['status-update', 'end-of-call-report', 'transcript', 'transcript[transcriptType="final"]'] as const satisfies readonly VapiMessageType[];
type CallMessageType = (typeof CALL_MESSAGE_TYPES)[number];
const movesCall = (kind: VapiMessageType | undefined): kind is CallMessageType => (CALL_MESSAGE_TYPES as readonly unknown[]).includes(kind);

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
  // Whatever was posted is read as Vapi's message and checked field by field; `message` may be anything at all.
  const msg = body.message as Received<Vapi.ServerMessageMessage> | null | undefined;
  const kind = typeof msg?.type === 'string' ? (msg.type as VapiMessageType) : undefined;
  if (kind === 'assistant-request') return answerAssistantRequest(db, msg as VapiAssistantRequest, now);
  if (kind === 'tool-calls') return handleVapiToolCalls(db, msg as Record<string, unknown>, now);
  if (kind === 'transfer-destination-request') return answerTransferDestinationRequest(db, msg as Record<string, unknown>, now);
  if (!movesCall(kind)) return { received: true };
  const message = msg as MessageOf<CallMessageType>;
  const vapiCallId = str(message.call?.id);
  if (!vapiCallId) return { received: true };
  const [row] = await db
    .select({ id: calls.id, agentId: calls.agentId, status: calls.status, startedAt: calls.startedAt, transcript: calls.transcript })
    .from(calls)
    .where(and(eq(calls.provider, 'vapi'), eq(calls.providerCallId, vapiCallId)));
  if (!row) {
    logger.info('vapi message for an unknown call', { vapi_call_id: vapiCallId, type: kind });
    return { received: true };
  }
  await db.transaction(async (tx) => {
    switch (kind) {
      case 'status-update': {
        const update = message as MessageOf<'status-update'>;
        // The status is only compared against the SDK's names, the reason is cleaned where it is read.
        await applyStatusUpdate(tx, row, update as VapiStatusUpdate, now, date(update.call?.startedAt));
        break;
      }
      case 'end-of-call-report': {
        const report = message as VapiEndOfCallReport;
        const duration = num(report.durationSeconds);
        const startedAt = date(report.startedAt) ?? date(report.call?.startedAt);
        const endedAt = date(report.endedAt) ?? date(report.call?.endedAt);
        const answered = row.status === 'in_progress' || (duration ?? 0) > 0;
        const outcome = optedOut(outcomeOfEndedReason(str(report.endedReason), answered), answered, await optedOutDuring(tx, row.id));
        // Before the call ends here, so call.ended carries what it cost Vapi and how fast the agent was.
        await recordProviderReport(tx, row.id, {
          cost: costFromVapiReport({ cost: report.cost ?? report.call?.cost, costs: report.costs ?? report.call?.costs }),
          latency: latencyFromVapiArtifact(report.artifact ?? report.call?.artifact),
        }, now);
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
        const setting = await findAgentAnalysis(tx, row.agentId);
        const analysis = analysisFromVapiReport(report, setting);
        const fromMessages = transcriptFromVapi(report.artifact?.messages);
        const lines = fromMessages.length ? fromMessages : transcriptFromText(report.artifact?.transcript ?? report.transcript);
        await recordArtifacts(tx, row.id, {
          // Without messages in the report, the lines heard live become the transcript.
          transcript: lines.length ? lines : row.transcript,
          recordingUrl: recordingUrlFromVapi(report.artifact) ?? httpUrl(report.recordingUrl),
          summary: analysis?.summary ?? null,
        }, now);
        // An agent with an analysis setting keeps the analysis on the call and its extracted values on the contact.
        if (analysis && setting) await recordAnalysis(tx, row.id, analysis, now);
        break;
      }
      // Vapi names a final line's message type with its filter, `transcript[transcriptType="final"]`.
      case 'transcript':
      case 'transcript[transcriptType="final"]': {
        const line = message as MessageOf<'transcript'>;
        const role = transcriptRole(line.role);
        const text = str(line.transcript);
        const final = kind !== 'transcript' || line.transcriptType === 'final';
        if (!final || !role || !text) break;
        const start = row.startedAt ? Math.max(0, Math.round((now.getTime() - row.startedAt.getTime()) / 1000)) : 0;
        await appendTranscriptLines(tx, row.id, [{ role, text, start_seconds: start }], now);
        break;
      }
      default:
        kind satisfies never;
    }
  });
  return { received: true };
}
