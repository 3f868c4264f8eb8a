import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/types';
import { AppError } from '../errors';
import { logger } from '../logger';
import { listedSchema } from './input-schema';
import { parseToolArgs } from './parse-args';
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

/** An MCP server whose tools run the REST API's operations for one API key. */
export function createMcpServer(access: McpAccess): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  for (const tool of mcpTools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: `${tool.description} (REST: ${tool.rest}; permission ${tool.permission}.)`,
        inputSchema: listedSchema(tool.input),
        annotations: { readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: tool.name === 'place_call' || tool.name === 'send_message' },
      },
      (args: Record<string, unknown>) => runTool(access, tool, args),
    );
  }
  return server;
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
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
  } catch (err) {
    return toolError(err, tool.name);
  }
}

/** The API's error body as a tool error: { error, message, details? }; anything unexpected is logged and never leaks. */
export function toolError(err: unknown, toolName: string): CallToolResult {
  let body: Record<string, unknown>;
  if (err instanceof AppError) {
    body = { error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}), ...err.extra };
  } else {
    logger.error('unexpected error in an MCP tool', { tool: toolName, error_class: err instanceof Error ? err.constructor.name : typeof err, err });
    body = { error: 'server_error', message: 'An unexpected error occurred.' };
  }
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body, isError: true };
}
