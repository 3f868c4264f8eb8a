import { and, eq, sql } from 'drizzle-orm';
import { calls, toolInvocations } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { AppError, isAppError, parseOrThrow } from '../../errors';
import { logger } from '../../logger';
import { toolArguments } from './arguments';
import { bookAppointment, cancelAppointment, checkAvailability, rescheduleAppointment } from './calendar-tools';
import { optOut, updateContact } from './contact-tools';
import { sendSms } from './message-tools';
import { transferToHuman } from './transfer/transfer-to-human';
import { assertLive, type ToolCallContext, type ToolRun } from './context';
import { isToolName, toolNames, type ToolName } from './names';
import type { ToolResult } from './result';

export interface RunToolOptions {
  /** The provider's id of this tool call: a repeat answers the stored result and does nothing else. */
  providerToolCallId?: string;
  /** Where the provider takes live call control (Vapi's `call.monitor.controlUrl`), for a tool that ends the call. */
  controlUrl?: string | null;
  /** The provider moves the call itself with the destination this run answers (ToolRun.answersDestination). */
  answersDestination?: boolean;
  /** The simulator plays the call: what the tool books is marked simulated. */
  simulated?: boolean;
  now?: Date;
}

type Handler = (tx: Tx, ctx: ToolCallContext, args: never, now: Date, run: ToolRun) => Promise<ToolResult>;

const handlers: Record<ToolName, Handler> = {
  check_availability: checkAvailability as Handler,
  book_appointment: bookAppointment as Handler,
  reschedule_appointment: rescheduleAppointment as Handler,
  cancel_appointment: cancelAppointment as Handler,
  update_contact: updateContact as Handler,
  opt_out: ((tx: Tx, ctx: ToolCallContext, _args: unknown, now: Date, run: ToolRun) => optOut(tx, ctx, now, run)) as Handler,
  transfer_to_human: transferToHuman as Handler,
  send_sms: sendSms as Handler,
};

class Replayed extends Error {}

async function storedResult(db: Database, callId: number, key: string): Promise<ToolResult> {
  const [row] = await db
    .select({ result: toolInvocations.result })
    .from(toolInvocations)
    .where(and(eq(toolInvocations.callId, callId), eq(toolInvocations.providerToolCallId, key)));
  return row.result as ToolResult;
}

/**
 * Runs one tool in a live call, for every door (REST, Vapi, the simulator). The tool's writes and its record in
 * tool_invocations commit together, with the call row locked: tools of one call run one at a time, so a repeat of a
 * `providerToolCallId` (unique per call) waits for the first and answers its stored result, doing nothing else. With
 * such an id a refused request (an AppError) is recorded too, and writes nothing else. Outcomes the caller should
 * hear (a taken time) are results, not errors.
 */
export async function runTool(
  db: Database,
  context: ToolCallContext,
  name: string,
  rawArguments: unknown,
  opts: RunToolOptions = {},
): Promise<ToolResult> {
  if (!isToolName(name)) {
    throw new AppError('tool_not_found', `No tool is named "${name.slice(0, 64)}". The tools are ${toolNames.join(', ')}.`);
  }
  if (!context.agent.tools.includes(name)) {
    throw new AppError('tool_not_enabled', `Agent ${context.agent.name} does not have the ${name} tool.`);
  }
  const callId = context.call.id;
  const key = opts.providerToolCallId ?? null;
  const now = opts.now ?? new Date();
  const run: ToolRun = { controlUrl: opts.controlUrl ?? null, afterCommit: [], answersDestination: opts.answersDestination ?? false, simulated: opts.simulated ?? false };
  let args: Record<string, unknown> = {};
  let outcome: { result: ToolResult; replayed: boolean };
  try {
    args = parseOrThrow(toolArguments[name], rawArguments ?? {}) as Record<string, unknown>;
    outcome = await db.transaction(async (tx) => {
      // One tool at a time per call: a concurrent repeat of this tool call waits here, then finds the first's answer.
      const [locked] = await tx
        .select({
          call: calls,
          stored: key === null
            ? sql<null>`null`
            : sql<ToolResult | null>`(select ti.result from ${toolInvocations} ti where ti.call_id = ${callId} and ti.provider_tool_call_id = ${key})`,
        })
        .from(calls)
        .where(eq(calls.id, callId))
        .for('update', { of: calls });
      if (!locked) throw new AppError('not_found', `Call ${context.call.callId} not found.`);
      const stored = typeof locked.stored === 'string' ? (JSON.parse(locked.stored) as ToolResult) : locked.stored;
      if (stored) return { result: stored, replayed: true };
      assertLive(locked.call);
      const result = await handlers[name](tx, { ...context, call: locked.call }, args as never, now, run);
      const [recorded] = await tx
        .insert(toolInvocations)
        .values({ accountId: locked.call.accountId, callId, tool: name, providerToolCallId: key, arguments: args, result })
        .onConflictDoNothing()
        .returning({ id: toolInvocations.id });
      // A concurrent repeat committed first (its answer was not yet visible to this statement's snapshot): undo this
      // run's writes and answer the first one's result.
      if (!recorded) throw new Replayed();
      return { result, replayed: false };
    });
  } catch (err) {
    if (err instanceof Replayed && key !== null) return storedResult(db, callId, key);
    if (key !== null && isAppError(err)) await recordRefusal(db, context, name, key, args, err);
    throw err;
  }
  // A provider's part of the run (ending the call on the line) happens only once its record has committed.
  if (!outcome.replayed) for (const work of run.afterCommit) await work();
  return outcome.result;
}

async function recordRefusal(db: Database, context: ToolCallContext, tool: ToolName, key: string, args: Record<string, unknown>, err: AppError) {
  try {
    await db
      .insert(toolInvocations)
      .values({
        accountId: context.call.accountId,
        callId: context.call.id,
        tool: `${tool}`,
        providerToolCallId: key,
        arguments: args,
        result: { ok: false, error: err.code, message: err.message },
      })
      .onConflictDoNothing();
  } catch (e) {
    logger.warn('tool refusal not recorded', { call_id: context.call.id, err: e });
  }
}
