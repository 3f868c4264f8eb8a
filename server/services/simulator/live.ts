import { z } from 'zod';
import { config } from '../../config';
import type { TranscriptLine } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { defineJob, enqueueJob, jobKind } from '../../outbox/jobs';
import { findCall, type CallRow } from '../calls/call-row';
import { appendTranscriptLines } from '../calls/lifecycle';
import { simulatedScriptOf } from '../providers/simulator/script-facts';
import { conversationSeconds, scaledMs } from '../providers/simulator/script';

/** Words per second of simulated speech: a line is reported once it has been said, as a provider does. */
const WORDS_PER_SECOND = 2.5;

/**
 * When, in seconds after the answer, each line of the script is heard in full: its start plus the time to say it,
 * never past the next line's start. Lines that start after the conversation's cut are never heard. Pure.
 */
export function lineHeardSeconds(lines: TranscriptLine[], talkSeconds: number): number[] {
  const heard: number[] = [];
  lines.forEach((line, i) => {
    if (line.start_seconds >= talkSeconds) return;
    const said = line.start_seconds + Math.max(1, Math.ceil(line.text.split(/\s+/).length / WORDS_PER_SECOND));
    const next = lines[i + 1]?.start_seconds ?? talkSeconds;
    heard.push(Math.min(said, next, talkSeconds));
  });
  return heard;
}

/**
 * A line as it is reported live: stamped in seconds after the answer on the wall clock, from the same start the call
 * page's elapsed timer counts from (as Vapi's live lines are stamped on arrival). Under SIMULATOR_TIME_SCALE the
 * script's seconds pass faster than the wall's; the final transcript, which comes with the call's report, keeps the
 * script's own seconds, as its talk time does. Pure.
 */
export const liveLine = (line: TranscriptLine, scale: number): TranscriptLine =>
  ({ ...line, start_seconds: Math.round(line.start_seconds * scale * 100) / 100 });

/** One line of a simulated conversation, reported while the call is in progress. */
export const simulatorLineJob = defineJob(
  jobKind('calls.simulator_line', z.object({ call_id: z.number().int(), index: z.number().int().min(0).max(100) })),
  (db, { call_id, index }, ctx) => reportLine(db, call_id, index, ctx.now),
);

export { simulatedScriptOf };

/** Schedules the script's lines from the answer on, in the answer's transaction. */
export async function scheduleLiveTranscript(tx: Tx, call: CallRow, answeredAt: Date): Promise<void> {
  const heard = lineHeardSeconds(await simulatedScriptOf(tx, call), conversationSeconds(call.maxDurationSeconds));
  for (const [index, seconds] of heard.entries()) {
    await enqueueJob(tx, simulatorLineJob, { call_id: call.id, index }, {
      runAt: new Date(answeredAt.getTime() + scaledMs(seconds, config.SIMULATOR_TIME_SCALE)),
    });
  }
}

/**
 * Appends the script up to line `index` through the same path as a provider's live transcript: in order (a late
 * job brings the lines before it along), once (a repeated job finds them there), and only while the call talks.
 */
async function reportLine(db: Database, callId: number, index: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const call = await findCall(tx, callId, { lock: true });
    if (!call || call.status !== 'in_progress' || call.transcriptFinal) return;
    const have = call.transcript?.length ?? 0;
    if (have > index) return;
    const lines = (await simulatedScriptOf(tx, call)).slice(have, index + 1).map((l) => liveLine(l, config.SIMULATOR_TIME_SCALE));
    await appendTranscriptLines(tx, callId, lines, now);
  });
}
