// Production start: `next start` on PORT (default 3000), run through Next's own binary so that stopping this
// process stops the server too (npx would leave an orphaned next-server behind).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const port = process.env.PORT || '3000';
const host = process.env.HOSTNAME || '0.0.0.0';

const child = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', host, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Next.js runs instrumentation (database, worker) on the first request; make one right away so background
// work and the CLI's shared database are there before anyone asks.
const probe = `http://127.0.0.1:${port}/api/health`;
for (let i = 0; i < 120; i++) {
  await new Promise((r) => setTimeout(r, 500));
  const ok = await fetch(probe).then((r) => r.ok, () => false);
  if (ok) break;
}
