#!/usr/bin/env node
/**
 * `npm run dev`: `next dev` with its arguments, and once it listens, the routes a first run needs are requested in
 * the background (warm-routes.mjs) with a progress line each, so the first sign-up does not wait a minute on
 * compilation. WARM_ROUTES=0 turns the warm-up off.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { waitForServer, warmRoutes } from './warm-routes.mjs';

const args = process.argv.slice(2);
const flag = (names) => {
  const i = args.findIndex((a) => names.includes(a));
  return i >= 0 ? args[i + 1] : undefined;
};
const port = flag(['-p', '--port']) ?? process.env.PORT ?? '3000';
const host = flag(['-H', '--hostname']) ?? 'localhost';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [nextBin, 'dev', ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

if (process.env.WARM_ROUTES !== '0') {
  const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  process.stdout.write(`warm-up: compiling the first pages in the background (about a minute on a first run; the pages work meanwhile)\n`);
  waitForServer(base).then((up) => (up ? warmRoutes(base) : undefined)).catch(() => {});
}
