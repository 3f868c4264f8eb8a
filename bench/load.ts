import autocannon from 'autocannon';
import type { LoadResult, LoadTarget } from './context';
import { treeCpuSeconds } from './process';
import { TINY_LOAD_SECONDS, TINY_MIN_REQUESTS, tiny } from './size';

/** Seconds per load (BENCH_DURATION sets another; a tiny run loads TINY_LOAD_SECONDS). */
export const DURATION = tiny ? TINY_LOAD_SECONDS : Number(process.env.BENCH_DURATION || 10);

/** The seconds a load asking for `duration` (the default when none) lasts: a tiny run caps every one. */
export function loadSeconds(duration = DURATION): number {
  return tiny ? Math.min(duration, TINY_LOAD_SECONDS) : duration;
}

export async function loadWith(target: LoadTarget, baseUrl: string, serverPid: number): Promise<LoadResult> {
  const body = target.body;
  const cpuBefore = treeCpuSeconds(serverPid);
  const result = await autocannon({
    url: baseUrl + target.path,
    connections: target.connections ?? 50,
    // A tiny run makes a few requests per connection, however long they take on a loaded machine, instead of
    // loading for a time in which a slow first request (a route's code loaded on first use) may not even end.
    ...(tiny ? { amount: Math.max(2 * (target.connections ?? 50), TINY_MIN_REQUESTS), timeout: 60 } : { duration: loadSeconds(target.duration) }),
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    ...(typeof body === 'string' && { body }),
    ...(typeof body === 'function' && {
      requests: [
        {
          method: target.method ?? 'POST',
          path: target.path,
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            body: body(),
            ...(target.perRequestPath && { path: target.perRequestPath() }),
            ...(target.perRequestHeaders && { headers: { ...req.headers, ...target.perRequestHeaders() } }),
          }),
        },
      ],
    }),
  });
  const cpu = treeCpuSeconds(serverPid) - cpuBefore;
  const total = result.requests.total;
  // A smoke run proves the target answers: a load that completed no request proves nothing.
  if (tiny && total === 0) throw new Error(`${target.title}: no request completed (${result.errors} errors)`);
  return {
    title: target.title,
    requests: total,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpu_ms_per_request: total ? Math.round((cpu * 1000 * 100) / total) / 100 : 0,
  };
}

