import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeIndex } from '@/app/api/v1/route-index';
import { samples } from '@/app/_testing/openapi-samples';
import type { Sample, SampleRequest } from '@/app/_testing/openapi-samples/types';
import { newAccount, type TestAccount } from '../testing/fixtures';
import { callRoute } from '../testing/http';
import { arbitraryOf } from '../testing/json-schema-arbitrary';
import { documentValidator } from '../testing/openapi-validator';
import type { ErrorCode } from '../errors';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import type { HttpMethod } from './routes';

/** Bodies per operation: enough to reach every field's rule over the runs of CI, few enough to add seconds. */
const BODIES = 4;

/**
 * The refusals a body valid by the document may still meet, per operation: rules no schema can state, each
 * written in the operation's description or its field's (another record's state, the account's settings, a
 * referenced id or name that does not exist or is not visible, one field against another, the moment).
 * `code` alone allows the code; `[code, paths]` only when every detail names one of those fields; `[code, /message/]`
 * only with that message (answers of such rules carry no details).
 */
type Allowance = ErrorCode | [ErrorCode, string[] | RegExp];
const allowed: Record<string, Allowance[]> = {
  // provider: one the server has credentials for, and on an update the agent's own (its description says so).
  'POST /api/v1/agents/create': ['team_not_found', ['validation_error', ['analysis.extract.*', 'provider']]],
  'PATCH /api/v1/agents/{id}': ['team_not_found', ['validation_error', ['analysis.extract.*', 'provider']]],
  'POST /api/v1/calls': [
    'agent_not_found', 'not_found', 'agent_archived', 'no_phone_number', 'insufficient_funds', 'do_not_call', 'destination_not_allowed',
    'consent_required', 'live_call_limit', ['validation_error', ['scheduled_at', 'voicemail.message']],
  ],
  'POST /api/v1/calls/simulate-inbound': ['agent_not_found', 'agent_not_inbound', 'no_phone_number', 'insufficient_funds', 'live_call_limit'],
  // voicemail.message: required with leave_message (its description says so).
  'POST /api/v1/campaigns': ['agent_not_found', 'agent_archived', 'no_phone_number', 'campaign_dials_nobody', ['validation_error', ['calling_hours.end', 'start_at', 'voicemail.message']]],
  'POST /api/v1/campaigns/preview': [
    'agent_not_found', 'agent_archived', 'no_phone_number', ['validation_error', ['calling_hours.end', 'start_at', 'voicemail.message']],
  ],
  'POST /api/v1/tools/{name}': [
    'not_found', 'call_not_live', 'tool_not_enabled',
    ['invalid_parameter_format', /^end_date must not be before start_date|^The date range may span at most/],
  ],
  // test_ids name tests of the agent (its description says so).
  'POST /api/v1/agents/{id}/tests/run': ['not_found'],
  'POST /api/v1/compliance/check': ['not_found'],
  // The calls' gate (its description says so), a contact the key can see that holds the number, a number to send from.
  'POST /api/v1/messages': ['not_found', 'do_not_call', 'destination_not_allowed', 'consent_required', 'no_sender', ['validation_error', ['contact_id']]],
  'POST /api/v1/do-not-call': [],
  // The threshold's range and whether it must be whole depend on the metric (a rate is a fraction from 0 to 1).
  'POST /api/v1/alerts': [['validation_error', ['threshold']]],
  // Agents the key can see, each able to dial from the number (a Vapi or Retell agent needs the account's own provider
  // number); a number the account already has; a national number read in the account's country (their descriptions say so).
  'POST /api/v1/phone-numbers': ['agent_not_found', 'duplicate_phone_number', ['validation_error', ['provider_phone_number_id', 'phone_number']]],
  'PATCH /api/v1/phone-numbers/{id}': ['not_found', 'agent_not_found', 'permission_denied', ['validation_error', ['provider_phone_number_id']]],
  // A contact the key can see that holds the number; captured_at not in the future; expires_at after captured_at.
  'POST /api/v1/consents': [['validation_error', ['contact_id', 'captured_at', 'expires_at']]],
  'POST /api/v1/contacts/create': ['team_not_found', 'team_access_denied'],
  // PUT shares PATCH's body schema, where an entry may name an existing number by id alone; PUT replaces every
  // number, so there each entry needs its phone_number.
  'PUT /api/v1/contacts/{contact_id}/update': ['team_not_found', 'team_access_denied', ['validation_error', ['phone_numbers.*.phone_number']]],
  'PATCH /api/v1/contacts/{contact_id}/update': ['team_not_found', 'team_access_denied', ['validation_error', ['phone_numbers.*.id']]],
  'POST /api/v1/contacts/{contact_id}/context': ['undefined_variable', 'invalid_value'],
  'POST /api/v1/business/context': ['undefined_variable', 'invalid_value'],
  'POST /api/v1/context-variables/create': ['duplicate_variable'],
  // The select rule of an update also reads the variable's current type when the body does not send one.
  'PUT /api/v1/context-variables/{variable_id}/update': [['validation_error', ['select_options']]],
  'PATCH /api/v1/context-variables/{variable_id}/update': [['validation_error', ['select_options']]],
  // inbound_reserve below the operator's max_live_calls, team_max_live_calls naming the account's teams within it.
  // retention.compliance_days at least 1461 (four years, the law's minimum), which the description says.
  'PATCH /api/v1/business/settings': [['validation_error', ['calling_hours.end', 'inbound_reserve', 'team_max_live_calls.*']], 'validation_failed'],
  'PATCH /api/v1/business/destination-policy': ['destination_policy_floor'],
  // user_id names a user of the account; caldav or gohighlevel goes with its provider; the server answers for the
  // credentials; OAuth needs the provider's client configured (the descriptions say so).
  'POST /api/v1/calendar/connections': ['not_found', 'missing_parameter', 'calendar_connection_failed', 'calendar_provider_not_configured'],
  // Each calendar id names one of this connection's calendars.
  'PATCH /api/v1/calendar/connections/{connection_id}': [['validation_error', ['calendars.*.id', 'calendars']]],
  // gohighlevel { location_id } goes with its provider; one connection per CRM; OAuth needs the CRM's client
  // configured; each field map line names a contact field or variable the CRM field fits (the descriptions say so).
  'POST /api/v1/integrations/crm': ['missing_parameter', 'crm_connection_exists', 'crm_provider_not_configured'],
  'PATCH /api/v1/integrations/crm/{connection_id}': [['validation_error', ['field_map.*.contact_field']]],
  'POST /api/v1/calendar/events/create': ['invalid_time_range', 'agent_not_found', 'team_not_found', 'slot_unavailable'],
  'PUT /api/v1/calendar/events/{event_id}/update': ['invalid_time_range', 'agent_not_found', 'team_not_found', 'slot_unavailable'],
  'PATCH /api/v1/calendar/events/{event_id}/update': ['invalid_time_range', 'agent_not_found', 'team_not_found', 'slot_unavailable'],
};

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`).test(path);

function isAllowed(key: string, body: { error?: ErrorCode; message?: string; details?: { path: string }[] }): boolean {
  return (allowed[key] ?? []).some((a) => {
    if (typeof a === 'string') return a === body.error;
    const [code, rule] = a;
    if (code !== body.error) return false;
    if (rule instanceof RegExp) return rule.test(body.message ?? '');
    return !!body.details?.length && body.details.every((d) => rule.some((p) => matches(p, d.path)));
  });
}

/**
 * Fields of a body that name another record: every other body takes them from the operation's sample, so
 * the body's own rules are reached and not only the lookup of an id that does not exist.
 */
const references = ['agent_id', 'contact_id', 'team_id', 'call_id', 'ai_agent_id', 'scheduled_at', 'start_at'];

/** POST /tools/{name} takes the arguments of the tool its path names (the document's `arguments` lists each by title). */
function schemaFor(path: string, schema: JsonSchema, req: SampleRequest): JsonSchema {
  if (path !== '/api/v1/tools/{name}') return schema;
  const props = schema.properties as Record<string, JsonSchema>;
  const args = props.arguments;
  const branch = (args.anyOf as JsonSchema[]).find((b) => b.title === req.params?.name) ?? {};
  const required = [...((schema.required as string[] | undefined) ?? []), ...((branch.required as string[] | undefined)?.length ? ['arguments'] : [])];
  return { ...schema, properties: { ...props, arguments: branch }, required };
}

let doc: JsonSchema;
let check: ReturnType<typeof documentValidator>;
beforeAll(async () => {
  doc = await buildOpenApiDocument(routeIndex);
  check = documentValidator(doc);
});

type Operation = { requestBody?: { content?: Record<string, { schema: JsonSchema }> } };
const jsonBodyOperations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.requestBody?.content?.['application/json'])
      .map(([m, op]) => ({ path, method: m.toUpperCase() as HttpMethod, schema: op.requestBody!.content!['application/json'].schema })),
  );

/** A number from the operation's name, so each operation has its own bodies and every run the same ones. */
const seedOf = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

async function send(sample: Sample, acct: TestAccount, req: SampleRequest, body: unknown) {
  const route = routeIndex.find((r) => r.path === sample.path)!;
  const handler = (await route.load())[sample.method]!;
  const url = sample.path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(req.params?.[p] ?? '1'));
  return callRoute(handler, { method: sample.method, path: url, key: acct.key, body, params: req.params });
}

describe('bodies valid by the documented request schema', () => {
  it('are refused only with codes their operation documents', () => {
    const undocumented = Object.entries(allowed).flatMap(([key, list]) => {
      const [method, path] = key.split(' ');
      const op = (doc.paths as Record<string, Record<string, { responses: Record<string, any> }>>)[path]?.[method.toLowerCase()];
      if (!op) return [`${key}: no such operation`];
      const codes = Object.values(op.responses).flatMap((r) => r.content?.['application/json']?.schema?.properties?.error?.enum ?? []);
      return list.map((a) => (typeof a === 'string' ? a : a[0])).filter((c) => !codes.includes(c)).map((c) => `${key}: ${c}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('are accepted, or refused only for a rule the operation documents beyond its schema', async () => {
    const problems: string[] = [];
    for (const { path, method, schema } of jsonBodyOperations()) {
      const key = `${method} ${path}`;
      const working = samples.filter((s) => s.path === path && s.method === method && s.status < 300);
      if (!working.length) throw new Error(`No successful sample for ${key}`);
      for (const [i, seed] of Array.from({ length: BODIES }, (_, n) => [n, seedOf(key) + n] as const)) {
        const sample = working[i % working.length];
        const acct = await newAccount();
        const req = await sample.request(acct);
        const [generated] = fc.sample(arbitraryOf(schemaFor(path, schema, req), doc), { seed, numRuns: 1 }) as Record<string, unknown>[];
        expect(check.request(path, method, generated).errors, `${key}: the generator made a body the document refuses`).toBe('');
        const body = { ...generated };
        const known = (req.body ?? {}) as Record<string, unknown>;
        if (i % 2 === 1) for (const field of references) if (field in body && field in known) body[field] = known[field];
        const res = await send(sample, acct, req, body);
        if (res.status < 300 || isAllowed(key, res.body)) continue;
        problems.push(`${key} ${res.status} ${res.body?.error}: ${res.body?.message}\n  ${JSON.stringify(body).slice(0, 600)}`);
      }
    }
    expect(problems.join('\n')).toBe('');
  }, 300_000);
});
