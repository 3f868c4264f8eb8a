import { z } from 'zod';
import { AppError, validationError, type ErrorDetail } from './app-error';
import type { ErrorCode } from './codes';
import { plainIssueMessage } from './plain-issue';
import { assertStorable } from './storable';

/**
 * Turns zod issues into the contract's `details` list (`path` is dotted: `phone_numbers.0.phone_number`), zod's
 * default wording put plainly (`is required`, `must be text`).
 */
export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: plainIssueMessage(issue),
  }));
}

/** The codes a required field answers when it is absent (the contract names some: `missing_first_name`). */
type MissingCode = Extract<ErrorCode, `missing_${string}`>;

const requiredFields = z.registry<{ missingCode: MissingCode }>();

/**
 * Marks an object field as required with its own code: absent, null or blank, it answers that code before any
 * other check of the body, in the order of the object's fields (the contract's order of checks). The rule lives
 * on the schema, so REST, tRPC and the services all apply it, and the OpenAPI document lists the field as
 * required.
 */
export function required<S extends z.ZodType>(schema: S, missingCode: MissingCode = 'missing_parameter'): S {
  const copy = schema.clone() as S;
  requiredFields.add(copy, { missingCode });
  return copy;
}

/** The fields of an object schema (through refinements and pipes) marked with `required`, in order. */
export function requiredFieldsOf(schema: z.ZodType): [field: string, code: MissingCode][] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const out: [string, MissingCode][] = [];
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const meta = requiredFields.get(fieldSchema as z.ZodType);
    if (meta) out.push([field, meta.missingCode]);
  }
  return out;
}

function objectShape(schema: z.ZodType): Record<string, unknown> | undefined {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; shape?: Record<string, unknown> } }).def;
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  return undefined;
}

const itemsCheckedAlone = z.registry<{ itemsCheckedAlone: true }>();

/**
 * Marks an array field whose items the service checks one by one, each item's problem becoming that item's
 * result (the rows of a bulk write): the storable rule run on the whole input leaves those items to it, so one
 * bad row does not refuse the others.
 */
export function checkedPerItem<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone() as S;
  itemsCheckedAlone.add(copy, { itemsCheckedAlone: true });
  return copy;
}

/** The storable rule over an input, except inside the items of the schema's fields marked `checkedPerItem`. */
export function assertStorableInput(schema: z.ZodType, input: unknown): void {
  const shape = objectShape(schema);
  const perItem = shape ? Object.keys(shape).filter((field) => itemsCheckedAlone.has(shape[field] as z.ZodType)) : [];
  if (!perItem.length || input === null || typeof input !== 'object' || Array.isArray(input)) return assertStorable(input);
  const outline: Record<string, unknown> = { ...input };
  for (const field of perItem) {
    const items = outline[field];
    if (Array.isArray(items)) outline[field] = items.map(() => null);
  }
  assertStorable(outline);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Throws the missing code of the first required field that is absent, null or blank. */
export function checkRequired(schema: z.ZodType, input: unknown): void {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  for (const [field, code] of requiredFieldsOf(schema)) {
    if (isBlank(raw[field])) throw new AppError(code, `${field} is required.`);
  }
}

/**
 * Parses input with a schema, throwing validation_error with details on failure. Values PostgreSQL cannot
 * store (NUL, unpaired surrogates, deep nesting, huge keys, `__proto__` keys) are refused first, whichever door
 * the input came by (inside items marked `checkedPerItem`, by the service, item by item).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertStorableInput(schema, input);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodDetails(result.error));
  return result.data;
}

/** The whole input rule of a write: its required fields first (with their codes), then the schema. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  checkRequired(schema, input);
  return parseOrThrow(schema, input);
}
