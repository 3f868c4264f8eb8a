import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { readPrincipal, type Actor } from '../auth/actor';
import { fenceWrite } from '../db/replica';
import type { Database } from '../db/types';
import { asServiceUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { logger } from '../logger';
import { toolJsonSchema } from './input-schema';
import { parseToolArgs } from './parse-args';
import { onToolCall, toolCallOf } from './tool-call';
import { mcpTools } from './tools';
import type { McpTool } from './tool';

/** Who the server acts for: the key's actor, looked up again by each tool call over stdio (a revoked key stops at once). */
export interface McpAccess {
  db: Database;
  actor(): Promise<Actor>;
}

const SERVER_INFO = { name: 'switchboard', version: '1.0.0' };

const INSTRUCTIONS =
  'Switchboard places AI voice calls for a business. Every call placed here is held to the callee\'s calling hours and ' +
  'to the consent the business requires: a call that may not go now is scheduled, and its answer says which rule held it ' +
  'and when it may go. Use check_calling_rules before promising a time, and find_free_slots before booking.';

const toolsByName: ReadonlyMap<string, McpTool> = new Map(mcpTools.map((t) => [t.name, t]));

/**
 * An MCP server whose tools run the REST API's operations for one API key. Its tool list never changes while a client
 * is connected (and the HTTP endpoint, stateless, could not send the notification), so listChanged is false.
 */
export function createMcpServer(access: McpAccess): Server {
  const server = new Server(SERVER_INFO, { instructions: INSTRUCTIONS, capabilities: { tools: { listChanged: false } } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listedTools() }));
  onToolCall(server, async (params) => {
    const { tool, args } = toolCallOf(params, toolsByName);
    return runTool(access, tool, args);
  });
  return server;
}

// Made once per process: generating the schemas costs some 20 ms, and POST /api/mcp builds a server per request.
let listed: Tool[] | undefined;

function listedTools(): Tool[] {
  listed ??= mcpTools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: `${tool.description} (REST: ${tool.rest}; permission ${tool.permission}.)`,
    inputSchema: toolJsonSchema(tool.input) as Tool['inputSchema'],
    annotations: { readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: tool.name === 'place_call' || tool.name === 'send_message' },
  }));
  return listed;
}

/** The REST wrapper's order: the key (and its rate limit), the permission, the input, then the service. */
async function runTool(access: McpAccess, tool: McpTool, args: Record<string, unknown>): Promise<CallToolResult> {
  try {
    const actor = await access.actor();
    if (!actor.permissions.has(tool.permission)) {
      throw new AppError('permission_denied', `This API key lacks the ${tool.permission} permission.`);
    }
    const input = parseToolArgs(tool, args);
    const result = await tool.run({ db: access.db, actor }, input, args);
    // The key's next reads, over REST or here, see what this tool wrote (a replica's reads wait for it).
    if (!tool.readOnly) await fenceWrite(access.db, readPrincipal(actor));
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
  } catch (err) {
    return toolError(err, tool.name);
  }
}

/** The API's error body as a tool error: { error, message, details? }; anything unexpected is logged and never leaks. */
export function toolError(thrown: unknown, toolName: string): CallToolResult {
  // A database out of reach is service_unavailable (with retry_after), which a model may retry with the same key.
  const err = asServiceUnavailable(thrown);
  let body: Record<string, unknown>;
  if (err instanceof AppError) {
    body = { error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}), ...err.extra };
  } else {
    logger.error('unexpected error in an MCP tool', { tool: toolName, error_class: err instanceof Error ? err.constructor.name : typeof err, err });
    body = { error: 'server_error', message: 'An unexpected error occurred.' };
  }
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body, isError: true };
}
