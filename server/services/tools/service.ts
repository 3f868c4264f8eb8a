import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { agents, calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { callRefMatch, callScope } from '../calls/read';
import { toolArguments } from './arguments';
import { loadToolCallContext } from './context';
import { isToolName, toolNames } from './names';
import { toolResultSchema, type ToolResult } from './result';
import { runTool } from './run';

export { runTool } from './run';
export { loadToolCallContext, type ToolCallContext } from './context';

function argumentsJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return rest;
}

/** POST /api/v1/tools/{name}: the call (as its API id) and the tool's arguments. */
export const runToolInput = z.object({
  call_id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()])
    .describe('the call the tool acts in: its call_id (or record id), as the other call endpoints take it'),
  arguments: z.record(z.string(), z.unknown()).default({})
    .describe("the tool's arguments (see each tool's schema below; `{}` for opt_out)")
    .meta({ anyOf: Object.entries(toolArguments).map(([name, schema]) => ({ title: name, ...argumentsJsonSchema(schema) })) }),
});
export type RunToolInput = z.input<typeof runToolInput>;

export const runToolResponse = z.object({ result: toolResultSchema });

/**
 * A tool run through the REST API in a call the key's user can see (the call's tenancy and team visibility), as
 * that user, with the same code as a provider's tool call. Checks run in the contract's order: the tool, the arguments, the
 * call, then whether the call is live and its agent has the tool.
 */
export async function runToolForActor(db: Database, actor: Actor, name: string, input: RunToolInput): Promise<{ result: ToolResult }> {
  if (!isToolName(name)) {
    throw new AppError('tool_not_found', `No tool is named "${name.slice(0, 64)}". The tools are ${toolNames.join(', ')}.`);
  }
  const data = parseOrThrow(runToolInput, input);
  parseOrThrow(z.object({ arguments: toolArguments[name] }), { arguments: data.arguments });
  const [visible] = await db
    .select({ id: calls.id })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(callRefMatch(data.call_id), callScope(actor)));
  if (!visible) throw notFound(`Call ${String(data.call_id)}`);
  // The tool acts as the key's user, within what that user may see (their appointments, their calendar).
  const context = await loadToolCallContext(db, visible.id, actor);
  return { result: await runTool(db, context, name, data.arguments) };
}
