// Lints the OpenAPI document with Redocly's recommended rules (CI's step after typecheck): builds the document
// from the route declarations into a temporary file, as GET /api/v1/openapi.json serves it, and runs
// `redocly lint` on it. Offline: nothing is fetched, telemetry and update checks are off.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeIndex } from '../app/api/v1/route-index';
import { buildOpenApiDocument } from '../server/openapi/document';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  fs.writeFileSync(file, JSON.stringify(await buildOpenApiDocument(routeIndex), null, 2));
  const redocly = path.join(import.meta.dirname, '..', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const config = path.join(import.meta.dirname, '..', 'redocly.yaml');
  execFileSync(process.execPath, [redocly, 'lint', file, '--config', config, '--format', 'stylish'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
} catch (err) {
  process.exitCode = (err as { status?: number }).status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
