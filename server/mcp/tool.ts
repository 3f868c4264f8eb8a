import { z } from 'zod';
import type { Actor } from '../auth/actor';
import type { Permission } from '../auth/permissions';
import type { Database } from '../db/types';
import type { ErrorCode } from '../errors';

/** What a tool runs with: the database and the key's actor, as a REST handler gets them. */
export interface ToolContext {
  db: Database;
  actor: Actor;
}

/**
 * One MCP tool: the REST operation it mirrors, its permission, its input schema (the REST schema itself, read as a
 * JSON body or, for a GET, as the query with the code its failures answer), and the same service call.
 * `run` gets the arguments as parsed and as sent (a contact row is handed on as sent, as the bulk endpoint does).
 */
export interface McpTool<S extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  /** The REST twin, for people reading the tool list: `POST /api/v1/calls`. */
  rest: string;
  permission: Permission;
  input: S;
  /** Set when the REST twin reads the input from a query string: it is checked as one, its failures answer `errorCode`. */
  query?: { errorCode: ErrorCode };
  readOnly: boolean;
  run(ctx: ToolContext, input: z.output<S>, raw: Record<string, unknown>): Promise<unknown>;
}

export const defineTool = <S extends z.ZodType>(tool: McpTool<S>): McpTool => tool as unknown as McpTool;
