/**
 * The fault bench's clients, as an API user writes them: direct calls with an Idempotency-Key each, retried with the
 * same key on what a client is told to retry (a network error or timeout, 5xx, 429, 409 idempotency_key_in_use,
 * after Retry-After or 1 s) until a deadline; a campaign over the tagged contacts; and rounds of concurrent
 * bookings of one slot. Every request goes to the scenario's servers in turn.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { FAULT_TAG, directNumber } from './fault-world';

const REQUEST_TIMEOUT_MS = 15_000;
const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** What one direct-call request ended as, after all its attempts. */
export interface DirectOutcome {
  i: number;
  key: string;
  number: string;
  /** The id the client was told (a 2xx), or null: it never saw a success. */
  callId: number | null;
  attempts: number;
  /** Attempts by what they met: `201`, `500`, `409 idempotency_key_in_use`, `timeout`, `network`... */
  seen: Record<string, number>;
}

export interface DirectCallsOptions {
  bases: () => string[];
  key: string;
  agentId: number;
  run: string;
  count: number;
  concurrency: number;
  /** Start request i no earlier than i × paceMs after the first (0: as fast as the lanes go). */
  paceMs: number;
  /** How long a request is retried from its first attempt. */
  deadlineMs: number;
  /** The first request's index (numbers and keys stay distinct across runs on one database). */
  offset?: number;
}

export async function directCalls(o: DirectCallsOptions): Promise<DirectOutcome[]> {
  const out: DirectOutcome[] = [];
  let next = 0;
  const t0 = performance.now();
  const lane = async () => {
    for (;;) {
      const k = next++;
      if (k >= o.count) return;
      const wait = t0 + k * o.paceMs - performance.now();
      if (wait > 0) await sleep(wait);
      out.push(await oneCall(o, (o.offset ?? 0) + k));
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, lane));
  return out.sort((a, b) => a.i - b.i);
}

async function oneCall(o: DirectCallsOptions, i: number): Promise<DirectOutcome> {
  const key = `fault-${o.run}-${i}`;
  const number = directNumber(i);
  const body = JSON.stringify({ agent_id: o.agentId, phone_number: number, purpose: 'informational' });
  const seen: Record<string, number> = {};
  const first = Date.now();
  let attempts = 0;
  for (;;) {
    const bases = o.bases();
    const base = bases[(i + attempts) % bases.length];
    attempts++;
    const r = await send(`${base}/api/v1/calls`, { method: 'POST', headers: { authorization: `Bearer ${o.key}`, 'content-type': 'application/json', 'idempotency-key': key }, body });
    seen[r.label] = (seen[r.label] ?? 0) + 1;
    if (r.status >= 200 && r.status < 300) return { i, key, number, callId: Number((r.json as { id?: number })?.id ?? 0) || null, attempts, seen };
    if (!r.retry || Date.now() - first > o.deadlineMs) return { i, key, number, callId: null, attempts, seen };
    await sleep(r.retryAfterMs ?? 1000);
  }
}

interface Sent {
  status: number;
  label: string;
  json: unknown;
  retry: boolean;
  retryAfterMs: number | null;
}

async function send(url: string, init: RequestInit): Promise<Sent> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a body that is no JSON (a process killed mid-answer)
    }
    const code = (json as { error?: string } | null)?.error;
    const retryAfter = Number(res.headers.get('retry-after'));
    const retry = res.status >= 500 || res.status === 429 || (res.status === 409 && code === 'idempotency_key_in_use');
    return { status: res.status, label: code && res.status >= 400 ? `${res.status} ${code}` : String(res.status), json, retry, retryAfterMs: retryAfter > 0 ? Math.min(retryAfter, 10) * 1000 : null };
  } catch (err) {
    const timeout = (err as Error).name === 'TimeoutError';
    return { status: 0, label: timeout ? 'timeout' : 'network', json: null, retry: true, retryAfterMs: null };
  }
}

/** Creates and starts a campaign over the tagged contacts, one attempt per recipient, retried until it is created. */
export async function startCampaign(bases: () => string[], key: string, agentId: number, concurrency: number): Promise<number> {
  const body = JSON.stringify({
    name: 'Fault campaign', agent_id: agentId, audience: { tag: FAULT_TAG }, purpose: 'informational',
    calling_hours: { start: '00:00', end: '24:00', days: ALL_DAYS }, max_concurrent_calls: concurrency, retry: { max_attempts: 1 }, start: true,
  });
  for (let attempt = 0; attempt < 30; attempt++) {
    const r = await send(`${bases()[attempt % bases().length]}/api/v1/campaigns`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'fault-campaign' }, body });
    if (r.status === 201) return (r.json as { id: number }).id;
    if (!r.retry) throw new Error(`the campaign was refused: ${r.label}`);
    await sleep(1000);
  }
  throw new Error('the campaign could not be created');
}

/**
 * `rounds` rounds of `clients` concurrent bookings of three windows that all overlap, a day each, with
 * check_availability: each round must make exactly one booking. Answers by round.
 */
export async function bookingRounds(bases: string[], key: string, rounds: number, clients: number): Promise<{ created: number; refused: number; other: Record<string, number> }[]> {
  const out = [];
  for (let r = 0; r < rounds; r++) {
    // Days far ahead, one per round, at 10:00 UTC: no other event of the account is near.
    const s = Date.UTC(2030, 0, 1 + r, 10);
    const windows = [[s, s + 30 * 60_000], [s + 10 * 60_000, s + 40 * 60_000], [s - 10 * 60_000, s + 20 * 60_000]];
    const answers = await Promise.all(Array.from({ length: clients }, (_, c) => {
      const [start, end] = windows[c % windows.length];
      return send(`${bases[c % bases.length]}/api/v1/calendar/events/create`, {
        method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Round ${r} client ${c}`, start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString(), check_availability: true }),
      });
    }));
    const other: Record<string, number> = {};
    for (const a of answers) if (a.status !== 201 && a.label !== '409 slot_unavailable') other[a.label] = (other[a.label] ?? 0) + 1;
    out.push({ created: answers.filter((a) => a.status === 201).length, refused: answers.filter((a) => a.label === '409 slot_unavailable').length, other });
  }
  return out;
}
