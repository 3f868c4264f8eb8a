import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../openapi/json-schema';

/**
 * fast-check values that a JSON Schema (2020-12, the subset zod writes) accepts: what a client generated from
 * the OpenAPI document could send. Strings honour `pattern`, `format` and lengths; integers their bounds (the
 * whole safe range when the schema gives none); objects their required and optional properties; `anyOf`,
 * `oneOf`, `enum`, `const` and `not` as written. `#/components/schemas/...` references resolve in `doc`.
 */
export function arbitraryOf(schema: JsonSchema, doc: JsonSchema): fc.Arbitrary<unknown> {
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  const accepts = (s: JsonSchema) => {
    const validate = ajv.compile(s);
    return (v: unknown) => validate(v) as boolean;
  };
  const components = ((doc.components as JsonSchema | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;

  const build = (node: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (typeof node.$ref === 'string') {
      const target = components[node.$ref.replace('#/components/schemas/', '')];
      if (!target) throw new Error(`Unresolved ${node.$ref}`);
      const { $ref: _ref, ...siblings } = node;
      return build({ ...target, ...siblings }, depth);
    }
    if (node.not) {
      const { not, ...rest } = node;
      const refused = accepts({ ...(not as JsonSchema), components: doc.components });
      return build(rest, depth).filter((v) => !refused(v));
    }
    if ('const' in node) return fc.constant(node.const);
    if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
    const branches = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;
    if (branches && node.properties) {
      // Branches beside properties tie fields together (a select variable has options): the properties make
      // the values, the whole schema keeps those that satisfy a branch.
      const { anyOf: _a, oneOf: _o, ...rest } = node;
      const whole = accepts({ ...node, components: doc.components });
      return build(rest, depth).filter(whole);
    }
    if (branches) {
      const { anyOf: _a, oneOf: _o, ...rest } = node;
      return fc.oneof(...branches.map((b) => build(merge(rest, b), depth)));
    }
    if (Array.isArray(node.type)) return fc.oneof(...(node.type as string[]).map((type) => build({ ...node, type }, depth)));
    switch (node.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integers(node);
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: num(node.minimum), max: num(node.maximum) });
      case 'string':
        return strings(node, accepts);
      case 'array':
        return arrays(node, build, depth, accepts, doc);
      case 'object':
        return objects(node, build, depth);
      default:
        // No type: any JSON value a column can hold.
        return depth > 2 ? scalar : fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(text(1, 20), scalar, { maxKeys: 3 }));
    }
  };
  return build(schema, 0);
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Text a column can store (no NUL, no unpaired surrogate: the document's introduction refuses both everywhere). */
const text = (minLength = 0, maxLength = 20) =>
  fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => !s.includes('\u0000'));

const scalar = fc.oneof(text(), fc.integer({ min: -1e6, max: 1e6 }), fc.boolean(), fc.constant(null));

function integers(node: JsonSchema): fc.Arbitrary<number> {
  const min = num(node.exclusiveMinimum) !== undefined ? num(node.exclusiveMinimum)! + 1 : (num(node.minimum) ?? Number.MIN_SAFE_INTEGER);
  const max = num(node.exclusiveMaximum) !== undefined ? num(node.exclusiveMaximum)! - 1 : (num(node.maximum) ?? Number.MAX_SAFE_INTEGER);
  return fc.integer({ min, max });
}

const formats: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () =>
    fc
      .tuple(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom('Z', '+00:00', '-05:00', '+05:30', '+14:00'),
      )
      .map(([d, zone]) => d.toISOString().replace('Z', zone === 'Z' ? 'Z' : zone)),
  date: () => fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  uuid: () => fc.uuid(),
};

function strings(node: JsonSchema, accepts: (s: JsonSchema) => (v: unknown) => boolean): fc.Arbitrary<string> {
  const { minLength = 0, maxLength, pattern, format } = node as { minLength?: number; maxLength?: number; pattern?: string; format?: string };
  const base =
    format && formats[format]
      ? formats[format]()
      : typeof pattern === 'string'
        ? fc.stringMatching(new RegExp(withoutLookarounds(pattern), 'u'))
        : text(minLength, Math.min(maxLength ?? minLength + 20, minLength + 20));
  // The base honours the keyword it was built from; the leaf's other keywords filter what it makes.
  const leaf = accepts({ type: 'string', minLength, maxLength, pattern, format });
  return base.filter((s) => !s.includes('\u0000') && leaf(s));
}

/**
 * The pattern without its lookaheads, which fast-check cannot generate from: it then makes a superset of the
 * strings the pattern matches, and the filter on the whole pattern keeps those that match.
 */
function withoutLookarounds(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
      i = closingParen(pattern, i);
    } else {
      out += pattern[i];
    }
  }
  return out;
}

/** The index of the `)` that closes the group opening at `start`, past escapes and character classes. */
function closingParen(pattern: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = start; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced group in ${pattern}`);
}

type Accepts = (s: JsonSchema) => (v: unknown) => boolean;
type Build = (node: JsonSchema, depth: number) => fc.Arbitrary<unknown>;

function arrays(node: JsonSchema, build: Build, depth: number, accepts: Accepts, doc: JsonSchema): fc.Arbitrary<unknown[]> {
  const minLength = num(node.minItems) ?? 0;
  const maxLength = Math.min(num(node.maxItems) ?? minLength + 3, minLength + 3);
  const items = build((node.items as JsonSchema | undefined) ?? {}, depth + 1);
  const made = node.uniqueItems ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(items, { minLength, maxLength });
  return node.contains ? made.filter(accepts({ ...node, components: doc.components }) as (v: unknown[]) => boolean) : made;
}

function objects(node: JsonSchema, build: Build, depth: number): fc.Arbitrary<Record<string, unknown>> {
  // A property the schema forbids (`not: {}`, as for a field an update may not change) is left out.
  const properties = Object.fromEntries(
    Object.entries((node.properties ?? {}) as Record<string, JsonSchema | boolean>).filter(
      ([, p]) => p !== false && !(typeof p === 'object' && p.not && Object.keys(p.not as object).length === 0),
    ),
  ) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  if (!names.length) {
    // A free-form object: a few keys its propertyNames allow, each holding what additionalProperties allows.
    const values = node.additionalProperties && typeof node.additionalProperties === 'object' ? build(node.additionalProperties as JsonSchema, depth + 1) : scalar;
    if (node.additionalProperties === false) return fc.constant({});
    const keys = node.propertyNames ? (build({ type: 'string', ...(node.propertyNames as JsonSchema) }, depth + 1) as fc.Arbitrary<string>) : text(1, 20);
    const minKeys = num(node.minProperties) ?? 0;
    return fc.dictionary(keys, values, { minKeys, maxKeys: Math.min(num(node.maxProperties) ?? minKeys + 3, minKeys + 3) });
  }
  const required = ((node.required ?? []) as string[]).filter((p) => names.includes(p));
  const model = Object.fromEntries(names.map((p) => [p, build(properties[p], depth + 1)]));
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A branch of `anyOf` read together with the keywords beside it. */
function merge(outer: JsonSchema, branch: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...outer, ...branch };
  if (outer.properties && branch.properties) out.properties = { ...(outer.properties as JsonSchema), ...(branch.properties as JsonSchema) };
  if (outer.required && branch.required) out.required = [...new Set([...(outer.required as string[]), ...(branch.required as string[])])];
  return out;
}
