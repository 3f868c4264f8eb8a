import net from 'node:net';
import path from 'node:path';

/** Where a PostgreSQL server usually answers on the operator's machine. */
export const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 } as const;

/**
 * Whether a PostgreSQL server answers at host:port: it is sent the protocol's SSLRequest (8 bytes), to which
 * PostgreSQL, and only it, replies with the single byte "S" or "N". Anything else listening there, nothing
 * listening, or no answer within `timeoutMs` is no.
 */
export function postgresAnswers(host: string, port: number, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => {
      const request = Buffer.alloc(8);
      request.writeInt32BE(8, 0);
      request.writeInt32BE(80877103, 4);
      socket.write(request);
    });
    socket.once('data', (data) => done(data.length === 1 && (data[0] === 0x53 || data[0] === 0x4e)));
    socket.once('end', () => done(false));
  });
}

/**
 * The warning a writing command prints on stderr when it writes to the embedded database although the operator
 * most likely meant PostgreSQL: in production (where the server needs DATABASE_URL), or while a PostgreSQL
 * server answers on this machine. Without the warning, a key made by `bootstrap` lands in `.data/` and the
 * server refuses it. Undefined when the CLI uses DATABASE_URL or nothing suggests a mistake, and when a running
 * server shares this same embedded database with the CLI (its socket): then the CLI writes where the server reads,
 * whatever else answers on 5432.
 */
export function embeddedDatabaseWarning(opts: {
  databaseUrl: string | undefined;
  nodeEnv: string;
  dataDir: string;
  localPostgres: boolean;
  /** A server holds this embedded database and shares it on its socket (shared-socket.ts). */
  serverSharesIt?: boolean;
}): string | undefined {
  if (opts.databaseUrl || opts.serverSharesIt) return undefined;
  const reasons = [
    opts.nodeEnv === 'production' ? 'NODE_ENV is production' : undefined,
    opts.localPostgres ? `a PostgreSQL server answers on ${LOCAL_POSTGRES.host}:${LOCAL_POSTGRES.port}` : undefined,
  ].filter(Boolean);
  if (!reasons.length) return undefined;
  return (
    `writing to the embedded database in ${path.resolve(opts.dataDir)} because DATABASE_URL is not set, ` +
    `while ${reasons.join(' and ')}. To write to PostgreSQL, run the command again with DATABASE_URL set ` +
    `(the server's value, such as DATABASE_URL=postgres://user:password@127.0.0.1:5432/switchboard).`
  );
}
