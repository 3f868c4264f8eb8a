import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { config } from '../config';
import { logger } from '../logger';
import { privateDir } from './private-dir';
import { socketSession } from './socket-session';

/**
 * PGlite allows one opener of its folder. A server that owns the embedded database shares it with the CLI
 * through pglite-socket, which speaks the PostgreSQL protocol and accepts any user and password as superuser.
 * So it listens on a Unix socket only, inside a directory that only this user may enter (0700), never on a
 * TCP port: the file permissions are the authentication. Where it is written in a 0600 file in the same
 * directory, so the CLI (run by the same user) finds it while the server runs.
 */
export const socketDir = () => `${path.resolve(config.PGLITE_DIR)}.run`;
export const socketInfoPath = () => path.join(socketDir(), 'socket.json');

export interface SocketInfo {
  pid: number;
  /** The Unix socket's path. */
  path: string;
}

/** Unix socket paths are limited to about 107 bytes; a longer one would be cut off silently. */
const MAX_SOCKET_PATH = 100;

export async function shareEmbeddedDatabase(pglite: PGlite): Promise<SocketInfo> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = socketDir();
  const socketPath = path.join(dir, '.s.PGSQL.5432');
  if (socketPath.length > MAX_SOCKET_PATH) throw new Error(`The socket path ${socketPath} is too long; use a shorter PGLITE_DIR.`);
  privateDir(dir);
  // A socket left by a server that died: only one server holds the folder (dir-lock), so it is stale.
  fs.rmSync(socketPath, { force: true });
  // The CLI takes whole turns of the one session (socket-session.ts); a client idle for a minute is let go, its
  // transaction rolled back, so it can never hold the server up for long.
  const server = new PGLiteSocketServer({ db: socketSession(pglite), path: socketPath, idleTimeout: 60_000 });
  await server.start();
  const info: SocketInfo = { pid: process.pid, path: socketPath };
  fs.writeFileSync(socketInfoPath(), JSON.stringify(info), { mode: 0o600 });
  fs.chmodSync(socketInfoPath(), 0o600);
  const cleanup = () => {
    try {
      const current = JSON.parse(fs.readFileSync(socketInfoPath(), 'utf8')) as SocketInfo;
      if (current.pid === process.pid) {
        fs.unlinkSync(socketInfoPath());
        fs.rmSync(socketPath, { force: true });
      }
    } catch {
      // already gone
    }
  };
  process.once('exit', cleanup);
  logger.info('embedded database shared with the CLI on a private Unix socket', { path: socketPath });
  return info;
}

/** The running server's socket, if one is alive. */
export function runningServerSocket(): SocketInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(socketInfoPath(), 'utf8')) as SocketInfo;
    process.kill(info.pid, 0);
    return fs.existsSync(info.path) ? info : null;
  } catch {
    return null;
  }
}
