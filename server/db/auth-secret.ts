import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config';

/** Where a generated session secret is kept: beside the embedded database's folder (`.data/auth-secret`). */
export const authSecretPath = () => path.join(path.dirname(path.resolve(config.PGLITE_DIR)), 'auth-secret');

let cached: string | undefined;

/**
 * The secret that signs session cookies: AUTH_SECRET when set, else one generated on first use and kept in
 * a file, so sessions survive restarts and the server runs with no environment set. It sits with the data it
 * is kept beside, below auth/. Secrets at rest are sealed with a key of their own (sealing-keys.ts), generated
 * beside it in the same way, so that a new AUTH_SECRET leaves them readable.
 */
export function authSecret(): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (cached) return cached;
  const file = authSecretPath();
  try {
    cached = fs.readFileSync(file, 'utf8').trim();
    if (cached) return cached;
  } catch {
    // not created yet
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // `wx` fails when another process wrote the file first; that process's secret wins.
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    cached = secret;
  } catch {
    cached = fs.readFileSync(file, 'utf8').trim();
  }
  return cached;
}
