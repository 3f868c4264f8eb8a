import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { config } from '../config';
import { logger } from '../logger';

/**
 * PGlite allows one opener of its folder. A server that owns the embedded database shares it on loopback
 * through pglite-socket, and writes where in a file beside the folder, so the CLI can connect while the
 * server runs instead of opening the folder a second time.
 */
export const socketInfoPath = () => `${path.resolve(config.PGLITE_DIR)}.socket.json`;

export interface SocketInfo {
  pid: number;
  port: number;
}

export async function shareEmbeddedDatabase(pglite: PGlite): Promise<void> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: config.PGLITE_SOCKET_PORT });
  await server.start();
  const address = (server as unknown as { server?: { address(): { port: number } | null } }).server?.address();
  const port = address?.port ?? config.PGLITE_SOCKET_PORT;
  const info: SocketInfo = { pid: process.pid, port };
  fs.writeFileSync(socketInfoPath(), JSON.stringify(info));
  const cleanup = () => {
    try {
      const current = JSON.parse(fs.readFileSync(socketInfoPath(), 'utf8')) as SocketInfo;
      if (current.pid === process.pid) fs.unlinkSync(socketInfoPath());
    } catch {
      // already gone
    }
  };
  process.once('exit', cleanup);
  logger.info('embedded database shared on loopback for the CLI', { port });
}

/** The running server's socket, if one is alive. */
export function runningServerSocket(): SocketInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(socketInfoPath(), 'utf8')) as SocketInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}
