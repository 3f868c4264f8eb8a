import { z } from 'zod';

/** Longer patterns are left out of a tool's schema (the E.164 pattern of every country is some 20,000 characters). */
const MAX_PATTERN = 300;

/**
 * A tool's input as JSON Schema, generated from the REST zod schema the way the OpenAPI document is (its input
 * side), in the draft the MCP SDK declares. A model reads it on every conversation, so a pattern too long to help it
 * is dropped: the field's description still says what it takes, and the server checks the value as REST does.
 */
export function toolJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return dropLongPatterns(json) as Record<string, unknown>;
}

function dropLongPatterns(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropLongPatterns);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'pattern' && typeof v === 'string' && v.length > MAX_PATTERN) continue;
    out[k] = dropLongPatterns(v);
  }
  return out;
}

/**
 * The schema the SDK is handed for a tool: it lists the REST schema's JSON Schema (carried as metadata) but accepts
 * any object, so the arguments reach the tool as sent and are checked there as REST checks a request, with the
 * API's own error codes (missing_phone_number, invalid_parameter, ...) instead of the SDK's generic message.
 */
export function listedSchema(schema: z.ZodType): Listed {
  let listed = listedSchemas.get(schema);
  if (!listed) listedSchemas.set(schema, (listed = carrier(toolJsonSchema(schema))));
  return listed;
}

const carrier = (json: Record<string, unknown>) => z.looseObject({}).meta(json);
type Listed = ReturnType<typeof carrier>;

// Made once per process: generating the ten schemas costs some 20 ms, and POST /api/mcp builds a server per request.
const listedSchemas = new WeakMap<z.ZodType, Listed>();
