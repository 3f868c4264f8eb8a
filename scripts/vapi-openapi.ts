// Regenerates server/testing/vapi-openapi.json, the part of Vapi's published OpenAPI document that the fake Vapi
// checks Switchboard's requests against: the operations Switchboard calls and every schema their bodies reach.
// Usage: npx tsx scripts/vapi-openapi.ts <openapi.json> [source label]
//   (the document is served at https://api.vapi.ai/api-json and kept in VapiAI/docs as fern/apis/api/openapi.json).
// Four quirks of Vapi's document are neutralised so a JSON Schema validator reads it as Vapi's server does:
// - patterns written as JavaScript literals ("/^…$/") lose their slashes;
// - an empty `enum` (which no value could match) is dropped;
// - an `enum` on an array (listing what its items may be) moves onto its items;
// - `oneOf` becomes `anyOf`: many of its alternatives overlap (no additionalProperties: false), so a valid body
//   can match two of them.
// Vapi's document has the webhook credential's schema but not the `/credential` operation; it is added here with
// that schema, as Vapi's credential pages describe it.
import fs from 'node:fs';
import path from 'node:path';

type Node = Record<string, unknown>;

const [source, label = source] = process.argv.slice(2);
if (!source) {
  console.error('usage: npx tsx scripts/vapi-openapi.ts <openapi.json> [source label]');
  process.exit(1);
}
const doc = JSON.parse(fs.readFileSync(source, 'utf8')) as { paths: Record<string, Record<string, Node>>; components: { schemas: Record<string, Node> } };

/** The operations Switchboard sends, by path and method. */
const OPERATIONS: [string, string][] = [
  ['/assistant', 'post'],
  ['/assistant/{id}', 'patch'],
  ['/call', 'post'],
  ['/phone-number/{id}', 'patch'],
];

const paths: Record<string, Record<string, Node>> = {};
for (const [p, method] of OPERATIONS) {
  const op = doc.paths[p]?.[method];
  if (!op) throw new Error(`Vapi's document has no ${method.toUpperCase()} ${p}`);
  paths[p] = { ...paths[p], [method]: { requestBody: op.requestBody } };
}
if (!doc.components.schemas.CreateWebhookCredentialDTO) throw new Error("Vapi's document has no CreateWebhookCredentialDTO");
paths['/credential'] = {
  post: { requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateWebhookCredentialDTO' } } } } },
};

// Every schema the request bodies reach.
const reached = new Set<string>();
const collect = (v: unknown): void => {
  if (Array.isArray(v)) return v.forEach(collect);
  if (!v || typeof v !== 'object') return;
  for (const [k, x] of Object.entries(v)) {
    if (k === '$ref' && typeof x === 'string') {
      const name = x.split('/').pop()!;
      if (!reached.has(name)) {
        reached.add(name);
        collect(doc.components.schemas[name]);
      }
    } else collect(x);
  }
};
collect(paths);

const DROPPED = new Set(['description', 'example', 'examples', 'title']);

/** A schema as a validator should read it: quirks neutralised, prose dropped. */
function clean(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(clean);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Node = {};
  for (const [k, v] of Object.entries(schema as Node)) {
    if (DROPPED.has(k)) continue;
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(Object.entries(v as Node).map(([name, s]) => [name, clean(s)]));
    } else if (k === 'pattern' && typeof v === 'string') {
      out[k] = /^\/.*\/$/.test(v) ? v.slice(1, -1) : v;
    } else if (k === 'oneOf') {
      out.anyOf = clean(v);
    } else {
      out[k] = clean(v);
    }
  }
  if (Array.isArray(out.enum) && out.enum.length === 0) delete out.enum;
  if (out.type === 'array' && Array.isArray(out.enum)) {
    const items = (out.items ?? {}) as Node;
    out.items = items.enum ? items : { ...items, enum: out.enum };
    delete out.enum;
  }
  return out;
}

const schemas = Object.fromEntries([...reached].sort().map((name) => [name, clean(doc.components.schemas[name])]));
const subset = {
  openapi: '3.0.0',
  info: { title: "Vapi API: the requests Switchboard sends", version: label, 'x-generated-by': 'scripts/vapi-openapi.ts' },
  paths: clean(paths),
  components: { schemas },
};
const file = path.join(import.meta.dirname, '..', 'server', 'testing', 'vapi-openapi.json');
fs.writeFileSync(file, `${JSON.stringify(subset)}\n`);
console.log(`${Object.keys(schemas).length} schemas written to ${path.relative(process.cwd(), file)}`);
