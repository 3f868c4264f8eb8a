import type { Database } from '../server/db/types';

/** The Vapi server-message secret the bench server is started with (the tools suite signs its messages with it). */
export const BENCH_VAPI_SECRET = 'bench-vapi-secret';

/** What every benchmark suite gets from `npm run bench` (bench/run.ts). */
export interface BenchContext {
  /** The production server (`next start`) on PostgreSQL, e.g. http://127.0.0.1:41234 (BENCH_PORT, or a free port); empty for a suite with `ownServers`. */
  baseUrl: string;
  /** The same PostgreSQL database the server uses (a fresh `switchboard_bench` database). */
  databaseUrl: string;
  db: Database;
  /** The server process (its descendants included when CPU or memory is read from /proc). */
  serverPid?: number;
  /** A fresh account with an all-permission key. */
  newAccount(): Promise<{ accountId: number; userId: number; teamId: number; key: string }>;
  /** Loads one HTTP target with autocannon and measures the server's CPU time per request. */
  load(target: LoadTarget): Promise<LoadResult>;
  /** Writes bench/results/<name>.json. */
  record(name: string, data: Record<string, unknown>): void;
  log(line: string): void;
}

export interface LoadTarget {
  title: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** A fixed body, or one made per request (unique values for creates). */
  body?: string | (() => string);
  /** The path of each request, when it changes per request (a PATCH over distinct rows). Needs a `body` function. */
  perRequestPath?: () => string;
  /** Headers made per request, beside the fixed ones (an Idempotency-Key per request). Needs a `body` function. */
  perRequestHeaders?: () => Record<string, string>;
  connections?: number;
  /** Seconds. */
  duration?: number;
}

export interface LoadResult {
  title: string;
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
  /** Server process CPU (user + system) per completed request. */
  cpu_ms_per_request: number;
}

export interface BenchSuite {
  name: string;
  /**
   * For a suite whose server must be pointed at something of its own (the calendars suite's Google stand-in) or run
   * otherwise (the messages suite's embedded worker): started first, it answers the environment of a server started
   * for this suite alone (at `baseUrl`), and how it stops once the suite has run.
   */
  beforeServer?(server: { baseUrl: string }): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
  /**
   * For a suite that starts, kills and restarts application processes of its own (the fault bench): the runner
   * starts no server for it (its context's `baseUrl` is empty) and needs no production build for it.
   */
  ownServers?: boolean;
  run(ctx: BenchContext): Promise<void>;
}
