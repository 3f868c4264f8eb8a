/**
 * A first `next dev` compiles each route on its first request, and on a small machine that takes a minute for the
 * first page and as long again for the sign-up click (the tRPC route, then the Overview). Warming requests them in
 * the background, in the order a first visit needs them, so they are compiled while the person reads the terminal.
 * Answers are not judged: a redirect to sign-in or a 404 from tRPC still leaves the route compiled.
 */
export const WARM_PATHS = [
  '/api/health',
  '/sign-up',
  '/api/auth/session',
  '/api/trpc/agents.list',
  '/overview',
  '/agents',
  '/agents/new',
  '/agents/0',
  '/calls',
  '/calls/0',
  '/sign-in',
];

/**
 * Requests each path in turn, writing one progress line per route (`warm-up 3/11 /overview 12.4 s`), and a last line
 * saying the first run is ready. A route that fails is reported and skipped; nothing here stops the server.
 */
export async function warmRoutes(base, paths = WARM_PATHS, { write = (line) => process.stdout.write(line), fetchImpl = fetch } = {}) {
  const started = Date.now();
  let done = 0;
  for (const path of paths) {
    const t0 = Date.now();
    let outcome;
    try {
      const res = await fetchImpl(new URL(path, base), { redirect: 'manual' });
      await res.arrayBuffer();
      outcome = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
    } catch (err) {
      outcome = `failed (${err instanceof Error ? err.message : String(err)})`;
    }
    done += 1;
    write(`warm-up ${done}/${paths.length} ${path} ${outcome}\n`);
  }
  write(`warm-up done in ${Math.round((Date.now() - started) / 1000)} s: the first pages open without waiting to compile\n`);
}

/** Waits until the server answers at all (any status), polling; false after `timeoutMs`. */
export async function waitForServer(base, { timeoutMs = 300_000, everyMs = 500, fetchImpl = fetch } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetchImpl(new URL('/favicon.ico', base), { redirect: 'manual' });
      await res.arrayBuffer();
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
  return false;
}
