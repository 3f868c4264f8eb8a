import { execFileSync } from 'node:child_process';
import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1, chosen by the OS (listen on port 0, read it, close). Another process could take it
 * before the caller listens, but the OS hands ports out in turn, so that is rare; fixed ports collided often.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const ASK_THE_OS =
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";

/** The same, for a configuration file that cannot wait (Playwright's): a short child process asks the OS. */
export function freePortSync(): number {
  const port = Number(execFileSync(process.execPath, ['-e', ASK_THE_OS], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error('could not find a free port');
  return port;
}

/** The port an environment variable names; null when it names none. Text that is not a port is an error, not ignored. */
export function portFrom(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`not a port number: "${value}"`);
  return port;
}
