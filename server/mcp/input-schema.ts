import { z } from 'zod';

/** Longer patterns are left out of a tool's schema (the E.164 pattern of every country is some 20,000 characters). */
const MAX_PATTERN = 300;

/**
 * A tool's input as JSON Schema, generated from the REST zod schema the way the OpenAPI document is (its input
 * side), in draft-07, which it names in `$schema`. It describes; the arguments reach the tool as sent and are checked
 * there as REST checks a request, with the API's own error codes. A model reads it on every conversation, so a pattern
 * too long to help it is dropped: the field's description still says what it takes.
 */
export function toolJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
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
