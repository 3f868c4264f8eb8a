import type { PGlite } from '@electric-sql/pglite';

/** Protocol messages after which a client's unit of work may be over: Sync, simple Query, Terminate. */
const UNIT_ENDS = new Set(['S', 'Q', 'X'].map((c) => c.charCodeAt(0)));

/** A simple-protocol Query message: 'Q', its length, the text and a NUL. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * One PGlite is one PostgreSQL session, shared by the server's own queries and the CLI's connection over the socket.
 * PGlite keeps the server's queries and transactions whole (its transaction lock), but pglite-socket runs each
 * protocol message of the CLI on its own, so the server's statements could land inside the CLI's transaction, or
 * between the Parse and the Execute of one of its queries, and the CLI's inside the server's transactions. This view
 * of the database, given to the socket server, takes that same transaction lock for the CLI's whole unit of work:
 * from its first message to a Sync (or simple query) that leaves no transaction open.
 */
export function socketSession(pg: PGlite): PGlite {
  let letGo: (() => void) | null = null;
  let unitEnded = false;

  /** Takes PGlite's transaction lock and keeps it until `release`. */
  const hold = () =>
    new Promise<void>((held) => {
      void pg._runExclusiveTransaction(() => new Promise<void>((release) => {
        letGo = release;
        held();
      }));
    });
  const release = () => {
    const r = letGo;
    letGo = null;
    r?.();
  };
  const releaseIfDone = () => {
    if (unitEnded && !pg.isInTransaction()) release();
  };

  return new Proxy(pg, {
    get(target, prop) {
      if (prop === 'runExclusive') {
        return async <T>(fn: () => Promise<T>): Promise<T> => {
          if (!letGo) await hold();
          try {
            return await target.runExclusive(fn);
          } finally {
            releaseIfDone();
          }
        };
      }
      if (prop === 'execProtocolRawStream') {
        return (message: Uint8Array, opts: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          // A startup message has no type byte: its length's first byte is 0.
          unitEnded = message[0] === 0 || UNIT_ENDS.has(message[0]);
          return target.execProtocolRawStream(message, opts);
        };
      }
      if (prop === 'exec') {
        // The socket server rolls back the transaction of a client that went away: inside the turn it holds.
        return async (text: string) => {
          if (!letGo) return target.exec(text);
          await target.runExclusive(() => target.execProtocolRawStream(simpleQuery(text), { onRawData: () => {} }));
          unitEnded = true;
          releaseIfDone();
          return [];
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
