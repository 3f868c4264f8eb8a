import type { Database } from '../db/types';
import { AppError, assertStorable, validationError } from '../errors';
import { MAX_INT4 } from '../lib/ids';

export type Flags = Record<string, string | boolean | undefined>;

interface CommandBase {
  /** Words that name it: `['key', 'create']`. */
  name: string[];
  usage: string;
  /** Option names that take a value (everything else is a boolean switch). */
  options: string[];
  /** Boolean switches it accepts. */
  switches?: string[];
  /** It only reads: no warning about which database it writes to. */
  readOnly?: boolean;
}

/** What a command may read besides its flags. */
export interface CommandIo {
  /** The whole of a piped standard input (main.ts); a usage error where there is none, or it is a terminal. */
  readStdin(): Promise<string>;
}

/** A command that works on the database, opened (and migrated) for it. */
export interface DbCommand extends CommandBase {
  run(db: Database, flags: Flags, io: CommandIo): Promise<Record<string, unknown>>;
  /** Its own wording of the result for people (without --json); undefined keeps the `key: value` lines. */
  text?(result: Record<string, unknown>): string | undefined;
  /** The process's exit code for a result that is not a success (a failed test run); default 0. */
  exitCode?(result: Record<string, unknown>): number;
}

/** Opens the database; `migrate: false` leaves its schema as it is. */
export type OpenDb = (opts?: { migrate?: boolean }) => Promise<Database>;

/** A command that reports on the installation: opens the database itself if at all, and sets its exit code. */
export interface ReportCommand extends CommandBase {
  report(openDb: OpenDb, flags: Flags): Promise<{ code: number; result: Record<string, unknown>; text: string }>;
}

/**
 * A command that holds the process's standard input and output for a protocol until its client leaves (mcp): the
 * CLI prints nothing of its own on success. It answers its exit code.
 */
export interface ServeCommand extends CommandBase {
  serve(db: Database, flags: Flags): Promise<number>;
}

export type Command = DbCommand | ReportCommand | ServeCommand;

/** Input mistakes become AppError so the CLI and the API word them alike. */
export const usageError = (message: string) => new AppError('usage', message);

export function requireString(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string' || v.trim() === '') throw usageError(`--${name} is required`);
  return v;
}

export function optionalString(flags: Flags, name: string): string | undefined {
  const v = flags[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw usageError(`--${name} needs a value`);
  return v;
}

export function requireId(flags: Flags, name: string): number {
  const v = requireString(flags, name);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v)) || Number(v) < 1) throw usageError(`--${name} must be a positive integer, got "${v}"`);
  // Ids are PostgreSQL integers: a larger number names nothing and must not reach a query.
  if (Number(v) > MAX_INT4) throw validationError([{ path: name, message: `must be at most ${MAX_INT4}` }]);
  return Number(v);
}

export function optionalId(flags: Flags, name: string): number | undefined {
  return flags[name] === undefined ? undefined : requireId(flags, name);
}

export function optionalInt(flags: Flags, name: string): number | undefined {
  const v = optionalString(flags, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw usageError(`--${name} must be an integer, got "${v}"`);
  return Number(v);
}

export function optionalJson(flags: Flags, name: string): unknown {
  const v = optionalString(flags, name);
  if (v === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(v);
    assertStorable(value, [name]);
    return value;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw usageError(`--${name} must be valid JSON`);
  }
}
