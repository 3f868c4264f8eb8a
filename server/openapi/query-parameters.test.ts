import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routeIndex } from '@/app/api/v1/route-index';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import { dateForm } from '../lib/date-time-form';
import { durationParam } from '../services/calendar/schema';
import { declarationOf, httpMethods } from './routes';

/**
 * Query parameters as the document states them: every value the document allows is accepted by the server's schema,
 * and the values just outside it are refused, naming the parameter. The server's own rules beyond one parameter
 * (a range's length, `to` after `from`) are said in the descriptions and checked by the services' tests.
 */
interface Param { where: string; name: string; schema: JsonSchema; query: z.ZodType; required: Record<string, string> }

/** Valid values of a route's required parameters, so each parameter can be tried alone. */
/** Parameters a service checks itself, to answer its own error code (availability's invalid_duration). */
const checkedByService: Record<string, z.ZodType> = { 'GET /api/v1/calendar/availability duration': durationParam };

const requiredValues: Record<string, string> = { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };

let doc: JsonSchema;
const params: Param[] = [];

beforeAll(async () => {
  doc = await buildOpenApiDocument(routeIndex);
  for (const route of routeIndex) {
    const mod = await route.load();
    for (const method of httpMethods) {
      const decl = declarationOf(mod, method) as { query?: z.ZodType } | undefined;
      if (!decl?.query) continue;
      const query = decl.query;
      const op = (doc.paths as any)[route.path][method.toLowerCase()];
      const inQuery = (op.parameters as JsonSchema[]).filter((p) => p.in === 'query');
      const required = Object.fromEntries(inQuery.filter((p) => p.required).map((p) => [p.name as string, requiredValues[p.name as string]]));
      for (const p of inQuery) params.push({ where: `${method} ${route.path}`, name: p.name as string, schema: p.schema as JsonSchema, query, required });
    }
  }
}, 60_000);

/** A range's other end, given the same day when a date is tried, so only the value tried is judged. */
const otherEnd: Record<string, string> = { from: 'to', to: 'from', start_date: 'end_date', end_date: 'start_date' };

function tryValue(p: Param, value: string) {
  const pair = p.schema.pattern === dateForm.pattern && otherEnd[p.name] ? { [otherEnd[p.name]]: value } : {};
  const own = checkedByService[`${p.where} ${p.name}`];
  if (own) {
    const alone = own.safeParse(value);
    return alone.success ? { ok: true as const } : { ok: false as const, paths: [p.name] };
  }
  const r = p.query.safeParse({ ...p.required, ...pair, [p.name]: value });
  return r.success ? { ok: true as const } : { ok: false as const, paths: r.error.issues.map((i) => i.path.join('.')) };
}

describe('query parameters in the OpenAPI document', () => {
  it('states every numeric parameter as an integer with its range, and the server takes exactly that range', () => {
    const numeric = params.filter((p) => p.schema.type === 'integer');
    expect(numeric.length).toBeGreaterThan(35);
    const wrong: string[] = [];
    for (const p of numeric) {
      const min = p.schema.minimum as number;
      const max = p.schema.maximum as number;
      expect([p.where, p.name, typeof min, typeof max]).toEqual([p.where, p.name, 'number', 'number']);
      for (const v of [min, max, Math.floor((min + max) / 2)]) if (!tryValue(p, String(v)).ok) wrong.push(`${p.where} ${p.name}=${v} refused`);
      for (const v of [String(min - 1), String(max + 1), `${min}.5`, 'abc', '']) {
        const r = tryValue(p, v);
        if (r.ok || !r.paths.includes(p.name)) wrong.push(`${p.where} ${p.name}=${v} ${r.ok ? 'accepted' : 'refused for another field'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states dates as YYYY-MM-DD of real months and days, and the server takes real ones and refuses impossible ones', () => {
    const dates = params.filter((p) => p.schema.pattern === dateForm.pattern);
    expect(dates.map((p) => `${p.where} ${p.name}`).length).toBeGreaterThanOrEqual(8);
    for (const p of dates) {
      for (const v of ['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31']) expect([p.where, p.name, v, tryValue(p, v).ok]).toEqual([p.where, p.name, v, true]);
      for (const v of ['2026-02-30', '2026-13-01', '2026-1-1', '20260101', '0000-99-99']) expect([p.where, p.name, v, tryValue(p, v).ok]).toEqual([p.where, p.name, v, false]);
      const pattern = new RegExp(dateForm.pattern);
      for (const v of ['2026-13-01', '2026-00-10', '2026-01-32', '0000-01-01']) expect([v, pattern.test(v)]).toEqual([v, false]);
    }
  });

  it('states time zones as the TimeZone schema, every zone of which the server takes, UTC included', () => {
    const zones = params.filter((p) => p.schema.$ref === '#/components/schemas/TimeZone');
    expect(zones.length).toBeGreaterThanOrEqual(5);
    const listed = ((doc.components as any).schemas.TimeZone.enum as string[]);
    expect(listed).toContain('UTC');
    expect(listed).toContain('America/New_York');
    for (const p of zones) {
      const refused = listed.filter((zone) => !tryValue(p, zone).ok);
      expect([p.where, p.name, refused]).toEqual([p.where, p.name, []]);
      expect(tryValue(p, 'Mars/Olympus_Mons').ok).toBe(false);
    }
    // Every query parameter named timezone uses it.
    expect(params.filter((p) => p.name === 'timezone' && p.schema.$ref !== '#/components/schemas/TimeZone').map((p) => p.where)).toEqual([]);
  });

  it('takes every value of an enum parameter', () => {
    for (const p of params.filter((x) => Array.isArray(x.schema.enum))) {
      for (const v of p.schema.enum as string[]) expect([p.where, p.name, v, tryValue(p, v).ok]).toEqual([p.where, p.name, v, true]);
    }
  });

  it('leaves no numeric parameter as a free number or string of digits', () => {
    const loose = params.filter((p) => JSON.stringify(p.schema).includes('"type":"number"') || JSON.stringify(p.schema).includes('"pattern":"^\\\\d'));
    expect(loose.map((p) => `${p.where} ${p.name} ${JSON.stringify(p.schema)}`)).toEqual([]);
  });
});
