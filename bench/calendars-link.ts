import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { GoogleCalendarStandIn } from '../server/testing/stand-ins/google-calendar';
import type { BenchContext } from './context';
import { treeCpuSeconds } from './process';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Links a Google account to the key's user the way a person does, over HTTP: POST /calendar/connections, the
 * stand-in's consent page saying yes, and the OAuth return to the callback. `events` are put in the account's
 * primary calendar (its id is the email) before the return, so the first sync reads them. The connection's id.
 */
export async function linkGoogle(ctx: BenchContext, google: GoogleCalendarStandIn, key: string, email: string, events: Busy[]): Promise<number> {
  const created = await api(ctx, key, 'POST', '/api/v1/calendar/connections', { provider: 'google' }) as { id: number; authorization_url: string };
  const { code, state } = google.consent(created.authorization_url, email, { timeZone: 'UTC' });
  for (const [i, e] of events.entries()) {
    google.addEvent(email, { summary: `Busy ${i}`, start: { dateTime: new Date(e.start).toISOString() }, end: { dateTime: new Date(e.end).toISOString() } });
  }
  const back = await fetch(`${ctx.baseUrl}/api/integrations/google/callback?${new URLSearchParams({ code, state: state ?? '' })}`, { redirect: 'manual' });
  await back.body?.cancel();
  const linked = new URL(back.headers.get('location') ?? '', ctx.baseUrl).searchParams.get('linked');
  if (back.status !== 303 || Number(linked) !== created.id) throw new Error(`the OAuth return for ${email} did not link: ${back.status} ${back.headers.get('location')}`);
  return created.id;
}

/** POST /calendar/connections/{id}/sync, timed; throws unless it read every event it was meant to. */
export async function syncTimed(ctx: BenchContext, key: string, connectionId: number, expectEvents: number): Promise<{ seconds: number; server_cpu_s: number }> {
  const cpu0 = treeCpuSeconds(ctx.serverPid!);
  const t0 = performance.now();
  const answer = await api(ctx, key, 'POST', `/api/v1/calendar/connections/${connectionId}/sync`, {}) as { message: string; last_error: string | null };
  const seconds = round2((performance.now() - t0) / 1000);
  if (!answer.message.includes(`${expectEvents} event(s)`)) throw new Error(`sync of connection ${connectionId}: ${answer.message} ${answer.last_error ?? ''}`);
  return { seconds, server_cpu_s: round2(treeCpuSeconds(ctx.serverPid!) - cpu0) };
}

export async function api(ctx: BenchContext, key: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(ctx.baseUrl + path, {
    method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

export interface Busy {
  start: number;
  end: number;
}

/** `count` stretches of 15 to 60 minutes on a 15-minute grid, from `from` over `days` days, between the hours given (UTC). */
export function busyStretches(seed: number, count: number, from: number, days: number, hours: [number, number] = [0, 24]): Busy[] {
  const random = mulberry32(seed);
  const quarters = (hours[1] - hours[0]) * 4;
  return Array.from({ length: count }, () => {
    const start = from + Math.floor(random() * days) * DAY_MS + hours[0] * HOUR_MS + Math.floor(random() * quarters) * 15 * 60_000;
    return { start, end: start + 15 * 60_000 * (1 + Math.floor(random() * 4)) };
  });
}

/** Request latencies over HTTP (ms), each measured from the first byte sent to the last byte read. */
export async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.text();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return performance.now() - t0;
}

export interface Spread {
  requests: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
}

export function spread(times: number[]): Spread {
  return { requests: times.length, p50_ms: round2(percentile(times, 0.5)), p95_ms: round2(percentile(times, 0.95)), p99_ms: round2(percentile(times, 0.99)), max_ms: round2(Math.max(...times)) };
}

export interface LoadSpread {
  requests: number;
  rps: number;
  p50_ms: number;
  p97_5_ms: number;
  p99_ms: number;
  max_ms: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon in a process of its own, stopped by a line on its stdin. Not a worker thread (autocannon then answers
 * its raw histograms), nor its `workers` option (which never answers once stopped, 8.0.0).
 */
const LOAD_PROCESS = `
const autocannon = require(process.env.AUTOCANNON);
const instance = autocannon({ url: process.env.URL, connections: Number(process.env.CONNECTIONS), headers: JSON.parse(process.env.HEADERS || '{}'),
  ...(process.env.RATE ? { overallRate: Number(process.env.RATE) } : {}), duration: 600 }, (err, r) => {
  process.stdout.write(JSON.stringify(err ? { error: String(err) } : { requests: r.requests.total, rps: Math.round(r.requests.average), p50_ms: r.latency.p50,
    p97_5_ms: r.latency.p97_5, p99_ms: r.latency.p99, max_ms: r.latency.max, non2xx: r.non2xx, errors: r.errors }));
  process.exit(0);
});
process.stdin.once('data', () => instance.stop());
`;

/**
 * GET `path` with autocannon at `connections` until `until` settles: the same load idle (until a timer) and beside
 * a long operation (until it ends) gives two latency spreads from one minute of the machine. `headers` go with each
 * request (a key); `rate` holds the load to that many requests a second instead of as many as the server answers. The load runs in a
 * process of its own, so work this one does meanwhile (the stand-in answering) cannot delay the clock timing it.
 */
export function loadUntil(
  baseUrl: string, path: string, connections: number, until: Promise<unknown>, opts: { headers?: Record<string, string>; rate?: number } = {},
): Promise<LoadSpread> {
  const child = spawn(process.execPath, ['-e', LOAD_PROCESS], {
    env: {
      ...process.env, AUTOCANNON: createRequire(import.meta.url).resolve('autocannon'), URL: baseUrl + path, CONNECTIONS: String(connections),
      HEADERS: JSON.stringify(opts.headers ?? {}), RATE: opts.rate ? String(opts.rate) : '',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString('utf8'); });
  void until.finally(() => child.stdin.write('stop\n'));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', () => {
      try {
        const m = JSON.parse(out) as LoadSpread | { error: string };
        if ('error' in m) reject(new Error(m.error));
        else resolve(m);
      } catch {
        reject(new Error(`the load process answered: ${out.slice(0, 300)}`));
      }
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** A small seeded generator, so every run holds the same events. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
