import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { ErrorCode, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { McpTool } from './tool';

/** Any tools/call request: its params are checked by toolCallOf, which words each mistake in one line. */
const ToolsCallRequest = z.object({ method: z.literal('tools/call'), params: z.unknown() });

/**
 * Serves tools/call with `handler`. It is installed as the protocol's plain handler on purpose: the SDK Server's own
 * tools/call registration checks the params first and answers a malformed request with the whole schema issue list
 * as its message, where a client should read one line naming the field.
 */
export function onToolCall(server: Server, handler: (params: unknown) => Promise<CallToolResult>): void {
  Protocol.prototype.setRequestHandler.call(server, ToolsCallRequest, (request: z.output<typeof ToolsCallRequest>) => handler(request.params));
}

/**
 * The tool a tools/call names and its arguments. A request that names no tool, a tool this server does not have, or
 * arguments that are not an object is a protocol error (-32602 Invalid params), as the tools specification asks; a
 * tool's own refusals (its input, its permission) are tool results with isError.
 */
export function toolCallOf(params: unknown, tools: ReadonlyMap<string, McpTool>): { tool: McpTool; args: Record<string, unknown> } {
  if (!isPlainObject(params)) throw invalidParams(`tools/call needs params, an object { name, arguments }; got ${kindOf(params)}.`);
  const { name, arguments: args } = params;
  if (typeof name !== 'string' || name === '') {
    throw invalidParams(`tools/call needs params.name, the name of a tool as tools/list gives it; got ${kindOf(name)}.`);
  }
  const tool = tools.get(name);
  if (!tool) throw invalidParams(`Unknown tool ${JSON.stringify(name.slice(0, 100))}: tools/list names the tools of this server.`);
  if (args !== undefined && !isPlainObject(args)) {
    throw invalidParams(`params.arguments must be an object of ${name}'s arguments; got ${kindOf(args)}.`);
  }
  return { tool, args: args ?? {} };
}

/**
 * The protocol answers a thrown error's `code` and `message` as the JSON-RPC error. The SDK's McpError would prefix
 * the message with "MCP error -32602:", which its client then prefixes again.
 */
class InvalidParams extends Error {
  readonly code = ErrorCode.InvalidParams;
}

const invalidParams = (message: string) => new InvalidParams(message);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function kindOf(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (v === '') return 'an empty string';
  return `a ${typeof v}`;
}
