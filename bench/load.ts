import autocannon from 'autocannon';
import type { LoadResult, LoadTarget } from './context';
import { treeCpuSeconds } from './process';

/** Seconds per load (BENCH_DURATION shortens a smoke run). */
export const DURATION = Number(process.env.BENCH_DURATION || 10);

export async function loadWith(target: LoadTarget, baseUrl: string, serverPid: number): Promise<LoadResult> {
  const body = target.body;
  const cpuBefore = treeCpuSeconds(serverPid);
  const result = await autocannon({
    url: baseUrl + target.path,
    connections: target.connections ?? 50,
    duration: target.duration ?? DURATION,
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

