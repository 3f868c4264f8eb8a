import type { z } from 'zod';
import { AppError, assertStorable, assertStorableInput, checkRequired, firstProblem, zodDetails, type ErrorCode } from '../errors';
import type { McpTool } from './tool';

/**
 * A tool's arguments checked as its REST twin checks a request: a body's required fields first with their own codes,
 * then what PostgreSQL cannot store, then the schema (validation_error); a query's values with the query's code.
 */
export function parseToolArgs(tool: McpTool, args: Record<string, unknown>): unknown {
  if (!tool.query) {
    checkRequired(tool.input, args);
    assertStorableInput(tool.input, args);
  } else {
    assertStorable(args);
  }
  return parseWith(tool.input, args, tool.query?.errorCode ?? 'validation_error');
}

function parseWith(schema: z.ZodType, args: unknown, code: ErrorCode): unknown {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const details = zodDetails(parsed.error);
  throw new AppError(code, firstProblem(details), { details });
}
