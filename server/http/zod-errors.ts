import type { z } from 'zod';
import { validationError, type ErrorDetail } from './errors';

/** Turns zod issues into the contract's `details` list (`path` is dotted: `phone_numbers.0.phone_number`). */
export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses input with a schema, throwing 400 validation_error with details on failure. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodDetails(result.error));
  return result.data;
}
