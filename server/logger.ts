import { config } from './config';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

function serialize(fields?: Record<string, unknown>) {
  if (!fields) return '';
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v;
  return ' ' + JSON.stringify(out);
}

function log(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[config.LOG_LEVEL]) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${msg}${serialize(fields)}`;
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** Structured one-line logs; fields are JSON so they can be grepped and parsed. */
export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
};
