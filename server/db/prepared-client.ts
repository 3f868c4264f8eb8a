import type { Sql } from 'postgres';

/**
 * Statements longer than this, or with more parameters, run unnamed: bulk inserts and other one-off texts would
 * otherwise fill each connection's statement cache (postgres.js keeps every named statement until the connection
 * is recycled).
 */
const MAX_PREPARED_TEXT = 8_000;
const MAX_PREPARED_PARAMS = 200;

type UnsafeOptions = { prepare?: boolean } & Record<string, unknown>;
type Unsafe = (text: string, params?: unknown[], opts?: UnsafeOptions) => unknown;

/**
 * drizzle runs its queries through postgres.js' `unsafe`, which leaves them unnamed. postgres.js sends an unnamed
 * statement with parameters in two round trips (Parse/Describe, wait for the parameter types, then Bind/Execute)
 * and parses, plans and describes it every time; a named statement, once prepared on a connection, is one round
 * trip with nothing to describe. This client names drizzle's statements (inside transactions too) wherever the
 * connection allows it: the connection's own `prepare` option (DATABASE_PREPARE, off behind a transaction-mode
 * pooler) still has the last word. The connection plans every execution with its values
 * (`plan_cache_mode = force_custom_plan`, set by openDatabase), so a list's plan is chosen exactly as before.
 */
export function preparingClient(client: Sql): Sql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'unsafe') {
        const unsafe = target.unsafe as unknown as Unsafe;
        return (text: string, params?: unknown[], opts?: UnsafeOptions) => {
          const name = !!params?.length && params.length <= MAX_PREPARED_PARAMS && text.length <= MAX_PREPARED_TEXT;
          return unsafe(text, params, name ? { ...opts, prepare: true } : opts);
        };
      }
      if (prop === 'begin' || prop === 'savepoint') {
        const open = Reflect.get(target, prop, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const body = args.at(-1) as (tx: Sql) => unknown;
          return open.apply(target, [...args.slice(0, -1), (tx: Sql) => body(preparingClient(tx))]);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
