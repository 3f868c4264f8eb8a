// Production start (`npm start`) from the standalone output (`output: 'standalone'` in next.config.ts): after
// `npm run build`, it serves the app with `node .next/standalone/server.js`, which needs only the files
// traced into that folder, not the whole node_modules. It copies the static assets beside the server (Next.js
// leaves that to the deployer), keeps the embedded database in the project's .data/ rather than inside the
// build output, forwards SIGTERM/SIGINT (the server then shuts down gracefully) and honours PORT and HOSTNAME.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const standalone = path.join(root, '.next', 'standalone');
if (!fs.existsSync(path.join(standalone, 'server.js'))) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
for (const [from, to] of [['.next/static', '.next/static'], ['public', 'public']]) {
  const source = path.join(root, from);
  if (fs.existsSync(source)) fs.cpSync(source, path.join(standalone, to), { recursive: true });
}

const port = process.env.PORT || '3000';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOSTNAME: process.env.HOSTNAME || '0.0.0.0',
  // server.js runs from .next/standalone, which every build replaces: the data folder stays in the project.
  PGLITE_DIR: path.resolve(root, process.env.PGLITE_DIR || '.data/pglite'),
};
const child = spawn(process.execPath, [path.join(standalone, 'server.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Next.js runs instrumentation (database, worker) on the first request; make one right away.
const probe = `http://127.0.0.1:${port}/api/health`;
for (let i = 0; i < 120; i++) {
  await new Promise((r) => setTimeout(r, 500));
  if (await fetch(probe).then((r) => r.ok, () => false)) break;
}
