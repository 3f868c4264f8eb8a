import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import { config } from '../config';
import { maskText, redactFields } from './redact';

/**
 * The application's logger: pino, one JSON object per line in production (`LOG_FORMAT=json`), or a short
 * readable line while developing (`LOG_FORMAT=text`). Every message and field goes through the redaction
 * rules of `redact.ts` first: no secret, key, password hash or SQL parameter is written, and emails and
 * phone numbers are masked. Warnings and errors go to stderr, the rest to stdout.
 */
export type LogFormat = 'json' | 'text';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A stream that rewrites pino's JSON lines as `time LEVEL message {fields}`. */
function textStream(target: { write(s: string): unknown }): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, pid: _pid, hostname: _host, ...fields } = JSON.parse(line) as Fields;
      const rest = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
      target.write(`${String(time)} ${LEVEL_NAMES[level as number] ?? level} ${String(msg)}${rest}\n`);
    },
  };
}

export interface LoggerOptions {
  level?: LogLevel;
  format?: LogFormat;
  /** Where lines go; by default stdout, and stderr for warnings and errors. Tests pass a collector. */
  stdout?: { write(s: string): unknown };
  stderr?: { write(s: string): unknown };
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const format = opts.format ?? config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'text');
  const wrap = (s: { write(s: string): unknown }) => (format === 'text' ? textStream(s) : (s as DestinationStream));
  const out = wrap(opts.stdout ?? process.stdout);
  const err = wrap(opts.stderr ?? process.stderr);
  const root: Pino = pino(
    {
      level: opts.level ?? config.LOG_LEVEL,
      base: format === 'json' ? { pid: process.pid } : undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Errors are serialized by redact.ts already (without SQL parameters); pino's own `err` serializer is off.
      serializers: { err: (e: unknown) => e },
      formatters: { level: (label) => ({ level: format === 'json' ? label : pino.levels.values[label] }) },
    },
    pino.multistream(
      [
        { level: 'debug', stream: out },
        { level: 'warn', stream: err },
      ],
      { dedupe: true },
    ),
  );
  const at = (level: 'debug' | 'info' | 'warn' | 'error') => (msg: string, fields?: Fields) => {
    if (!root.isLevelEnabled(level)) return;
    if (fields) root[level](redactFields(fields) as Fields, maskText(msg));
    else root[level](maskText(msg));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The process's logger, configured from LOG_LEVEL and LOG_FORMAT. */
export const logger: Logger = createLogger();
