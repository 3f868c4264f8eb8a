import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Database } from '../db/types';
import { createMcpServer } from './server';
import { actorForKey } from './stdio-access';

/**
 * Standard output carries the protocol and nothing else: the process's other writes to it (log lines) go to standard
 * error from here on, and the transport writes through the original stream.
 */
function takeStdout(): Writable {
  const stdout = process.stdout;
  const write = stdout.write.bind(stdout) as (chunk: string) => boolean;
  stdout.write = process.stderr.write.bind(process.stderr) as typeof stdout.write;
  return { write: (chunk: string) => write(chunk), once: (event: string, fn: () => void) => stdout.once(event, fn) } as unknown as Writable;
}

/**
 * Serves the MCP tools for one API key over standard input and output until the client closes its end. The key is
 * checked first (an invalid one ends the command with invalid_key before any protocol), then again by every tool call.
 */
export async function serveStdio(db: Database, key: string, io: { stdin: Readable; stdout?: Writable } = { stdin: process.stdin }): Promise<void> {
  await actorForKey(db, key);
  const server = createMcpServer({ db, actor: () => actorForKey(db, key) });
  const transport = new StdioServerTransport(io.stdin, io.stdout ?? takeStdout());
  const closed = new Promise<void>((resolve) => {
    io.stdin.once('end', resolve);
    io.stdin.once('close', resolve);
    transport.onclose = resolve;
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
