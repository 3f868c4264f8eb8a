import type { Vapi } from '@vapi-ai/server-sdk';

type Schema = Record<string, unknown>;

const TYPES: Record<Vapi.JsonSchemaType, true> = { string: true, number: true, integer: true, boolean: true, array: true, object: true };
const FORMATS: Record<Vapi.JsonSchemaFormat, true> = {
  'date-time': true, time: true, date: true, duration: true, email: true, hostname: true, ipv4: true, ipv6: true, uuid: true,
};

/**
 * A tool's argument schema (the JSON Schema of its zod arguments) in the words of Vapi's `JsonSchema`, which has
 * only type, items, properties, description, pattern, format, required, enum and title. The limits it lacks
 * (ranges, lengths, item counts) are told to the model in the description instead; what cannot be said either way
 * (`additionalProperties`, `propertyNames`, defaults) is left out. The server checks every call's arguments against
 * the zod schema itself (runTool), so nothing left out here is left unchecked.
 */
export function vapiFunctionParameters(schema: Schema): Vapi.OpenAiFunctionParameters {
  const { properties, required } = vapiJsonSchema({ ...schema, type: 'object' });
  return { type: 'object', properties: properties ?? {}, ...(required && { required }) };
}

export function vapiJsonSchema(input: Schema): Vapi.JsonSchema {
  const schema = oneType(input);
  const type = schema.type as Vapi.JsonSchemaType;
  const out: Vapi.JsonSchema = { type };
  if (typeof schema.title === 'string') out.title = schema.title;
  const told = typeof schema.description === 'string' ? schema.description : '';
  const limits = limitsOf(schema);
  const description = told && limits ? `${told} (${limits})` : told || limits;
  if (description) out.description = description;
  if (typeof schema.pattern === 'string') out.pattern = schema.pattern;
  if (typeof schema.format === 'string' && schema.format in FORMATS) out.format = schema.format as Vapi.JsonSchemaFormat;
  const values = Array.isArray(schema.enum) ? schema.enum : typeof schema.const === 'string' ? [schema.const] : undefined;
  if (values?.every((v) => typeof v === 'string')) out.enum = values;
  if (type === 'array' && isSchema(schema.items)) out.items = vapiJsonSchema(schema.items);
  if (type === 'object' && isSchema(schema.properties)) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, vapiJsonSchema(v as Schema)]));
  }
  if (Array.isArray(schema.required) && schema.required.length) out.required = schema.required as string[];
  return out;
}

/**
 * Vapi's JsonSchema requires one `type` from its list: a parameter that takes one of several types (an appointment
 * id as a number or as text) is offered to the model as text, with the text branch's limits, which its argument
 * schema accepts too.
 */
function oneType(schema: Schema): Schema {
  if (typeof schema.type === 'string' && schema.type in TYPES) return schema;
  const branches = (Array.isArray(schema.anyOf) ? schema.anyOf : []) as Schema[];
  const { anyOf: _anyOf, type: _type, ...rest } = schema;
  const text = branches.find((b) => b.type === 'string') ?? {};
  return { ...text, ...rest, type: 'string' };
}

/** The limits Vapi's JsonSchema cannot state, as the model reads them: "1 to 180", "at most 200 characters". */
function limitsOf(s: Schema): string | undefined {
  const num = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  if (s.type === 'string') return range(num('minLength'), num('maxLength'), 'characters', 0);
  if (s.type === 'array') return [range(num('minItems'), num('maxItems'), 'items', 0), s.uniqueItems === true ? 'no repeats' : undefined].filter(Boolean).join(', ') || undefined;
  if (s.type === 'number' || s.type === 'integer') {
    const above = num('exclusiveMinimum');
    const below = num('exclusiveMaximum');
    return [
      range(num('minimum'), num('maximum'), '', -Infinity),
      above !== undefined ? `greater than ${above}` : undefined,
      below !== undefined ? `less than ${below}` : undefined,
    ].filter(Boolean).join(', ') || undefined;
  }
  return undefined;
}

function range(min: number | undefined, max: number | undefined, unit: string, floor: number): string | undefined {
  const of = (n: number) => (unit ? `${n} ${n === 1 ? unit.slice(0, -1) : unit}` : String(n));
  const low = min !== undefined && min > floor ? min : undefined;
  if (low !== undefined && max !== undefined) return low === max ? `exactly ${of(max)}` : `${low} to ${of(max)}`;
  if (max !== undefined) return `at most ${of(max)}`;
  if (low !== undefined) return `at least ${of(low)}`;
  return undefined;
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
