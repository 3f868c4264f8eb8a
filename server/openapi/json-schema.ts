import { z } from 'zod';
import { documentedAs } from '../lib/query-values';

export type JsonSchema = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Turns zod schemas into JSON Schema 2020-12 (the dialect of OpenAPI 3.1) and keeps the shared parts
 * (`$defs` of named or recursive schemas) as `components.schemas`, since a `#/$defs/...` pointer would not
 * resolve once the schema sits inside the document.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * `io: 'input'` describes what a client may send (before defaults and transforms), `'output'` what the
   * service answers. `name` is used when the schema refers to itself.
   */
  convert(schema: z.ZodType, io: 'input' | 'output', name: string): JsonSchema {
    const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline', override: documented }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = raw;
    const renames = new Map<string, string>();
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    for (const id of Object.keys(defs)) renames.set(`#/$defs/${id}`, this.freeName(id.startsWith('__') ? `${name}${id.replace(/^_+schema/, 'Part')}` : id, defs[id]));
    if (containsRef(root, '#')) renames.set('#', this.freeName(name, root));
    const rewrite = (node: unknown): unknown => rewriteRefs(node, renames);
    for (const [id, def] of Object.entries(defs)) this.schemas[componentName(renames.get(`#/$defs/${id}`)!)] = tidy(rewrite(def)) as JsonSchema;
    const body = tidy(rewrite(root)) as JsonSchema;
    const self = renames.get('#');
    if (self) {
      this.schemas[componentName(self)] = body;
      return { $ref: self };
    }
    return body;
  }

  /** A component name not taken by a different schema. */
  private freeName(base: string, schema: JsonSchema): string {
    const clean = base.replace(/[^A-Za-z0-9._-]/g, '_');
    let candidate = clean;
    for (let n = 2; this.schemas[candidate] && JSON.stringify(this.schemas[candidate]) !== JSON.stringify(schema); n++) {
      candidate = `${clean}${n}`;
    }
    return `#/components/schemas/${candidate}`;
  }
}

/** A schema registered with the value it stands for (server/lib/query-values.ts) is described as that value. */
function documented(ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  const as = documentedAs.get(ctx.zodSchema as z.ZodType);
  if (!as) return showTrim(ctx);
  for (const key of Object.keys(ctx.jsonSchema)) if (key !== 'default' && key !== 'description') delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, structuredClone(as));
}

/**
 * A string that is trimmed before its length is checked (`z.string().trim().min(1)`) refuses blanks, which
 * `minLength` alone does not say: such a string must hold a character other than white space.
 */
function showTrim({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  const checks = (zodSchema._zod.def as { type: string; checks?: z.core.$ZodCheck[] }).checks ?? [];
  if (zodSchema._zod.def.type !== 'string' || jsonSchema.pattern) return;
  const trims = checks.some((c) => {
    const def = c._zod.def as { check: string; tx?: (s: string) => string };
    return def.check === 'overwrite' && def.tx?.(' x ') === 'x';
  });
  const nonEmpty = checks.some((c) => {
    const def = c._zod.def as { check: string; minimum?: number };
    return def.check === 'min_length' && (def.minimum ?? 0) >= 1;
  });
  if (trims && nonEmpty) jsonSchema.pattern = '\\S';
}

const componentName = (ref: string) => ref.slice('#/components/schemas/'.length);

function containsRef(node: unknown, ref: string): boolean {
  if (Array.isArray(node)) return node.some((n) => containsRef(n, ref));
  if (node && typeof node === 'object') {
    return Object.entries(node).some(([k, v]) => (k === '$ref' && v === ref) || containsRef(v, ref));
  }
  return false;
}

function rewriteRefs(node: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, renames));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? (renames.get(v) ?? v) : rewriteRefs(v, renames)]),
    );
  }
  return node;
}

/** Drops the safe-integer bounds zod adds to every `.int()`: they say nothing a reader needs. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (node && typeof node === 'object') {
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(node)) {
      if ((k === 'maximum' && v === SAFE) || (k === 'minimum' && v === -SAFE)) continue;
      out[k] = tidy(v);
    }
    return out;
  }
  return node;
}
