import { eq } from 'drizzle-orm';
import { toolInvocations } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { AppError, isAppError, parseOrThrow } from '../../errors';
import { logger } from '../../logger';
import { findCall } from '../calls/call-row';
import { endVapiCall } from '../calls/providers/vapi-control';
import { toolArguments } from './arguments';
import { bookAppointment, cancelAppointment, checkAvailability, rescheduleAppointment } from './calendar-tools';
import { optOut, updateContact } from './contact-tools';
import { assertLive, type ToolCallContext } from './context';
import { findInvocationResult } from './invocations';
import { isToolName, toolNames, type ToolName } from './names';
import type { ToolResult } from './result';

export interface RunToolOptions {
  /** The provider's id of this tool call: a repeat answers the stored result and does nothing else. */
  providerToolCallId?: string;
  /** Where the provider takes live call control (Vapi's `call.monitor.controlUrl`), for a tool that ends the call. */
  controlUrl?: string | null;
  now?: Date;
}

type Handler = (tx: Tx, ctx: ToolCallContext, args: never, now: Date) => Promise<ToolResult>;

const handlers: Record<ToolName, Handler> = {
  check_availability: checkAvailability as Handler,
  book_appointment: bookAppointment as Handler,
  reschedule_appointment: rescheduleAppointment as Handler,
  cancel_appointment: cancelAppointment as Handler,
  update_contact: updateContact as Handler,
  opt_out: ((tx: Tx, ctx: ToolCallContext, _args: unknown, now: Date) => optOut(tx, ctx, now)) as Handler,
};

/** Thrown inside the transaction when a concurrent repeat of the same provider tool call committed first. */
class Replayed extends Error {}

/**
 * Runs one tool in a live call, for every door (REST, Vapi, the simulator). The tool's writes and its record in
 * tool_invocations commit together. With a `providerToolCallId` the record is claimed first (unique per call), so
 * concurrent repeats wait for the first and answer its stored result; a refused request (an AppError) is then
 * recorded too, and writes nothing else. Outcomes the caller should hear (a taken time) are results, not errors.
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
  if (key !== null) {
    const stored = await findInvocationResult(db, callId, key);
    if (stored) return stored;
  }
  const now = opts.now ?? new Date();
  let args: Record<string, unknown> = {};
  let result: ToolResult;
  try {
    args = parseOrThrow(toolArguments[name], rawArguments ?? {}) as Record<string, unknown>;
    result = await db.transaction(async (tx) => {
      const claim = key === null ? null : await claimInvocation(tx, context, name, key, args);
      // One tool at a time per call, and never once the call has ended.
      const call = await findCall(tx, callId, { lock: true });
      if (!call) throw new AppError('not_found', `Call ${context.call.callId} not found.`);
      assertLive(call);
      const answer = await handlers[name](tx, { ...context, call }, args as never, now);
      if (claim !== null) await tx.update(toolInvocations).set({ result: answer }).where(eq(toolInvocations.id, claim));
      else await tx.insert(toolInvocations).values({ accountId: call.accountId, callId, tool: name, arguments: args, result: answer });
      return answer;
    });
  } catch (err) {
    if (err instanceof Replayed && key !== null) return (await findInvocationResult(db, callId, key))!;
    if (key !== null && isAppError(err)) await recordRefusal(db, context, name, key, args, err);
    throw err;
  }
  if (result.call_ended && context.call.provider === 'vapi') await endVapiCall(context.call, opts.controlUrl);
  return result;
}

/** The invocation's row, inserted before the work; a concurrent repeat waits here on the unique index. */
async function claimInvocation(tx: Tx, context: ToolCallContext, tool: ToolName, key: string, args: Record<string, unknown>): Promise<number> {
  const [claim] = await tx
    .insert(toolInvocations)
    .values({ accountId: context.call.accountId, callId: context.call.id, tool, providerToolCallId: key, arguments: args, result: {} })
    .onConflictDoNothing()
    .returning({ id: toolInvocations.id });
  if (!claim) throw new Replayed();
  return claim.id;
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
