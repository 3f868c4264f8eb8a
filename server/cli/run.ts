import { ZodError } from 'zod';
import { AppError, assertStorable } from '../errors';
import type { Command, Flags, OpenDb } from './command';
import { commands } from './commands';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function parseArgv(argv: string[], cmd: Command | undefined): { flags: Flags; extra: string[] } {
  const flags: Flags = {};
  const extra: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      extra.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) flags[name] = inline;
    else if (cmd?.options.includes(name) && i + 1 < argv.length) flags[name] = argv[++i];
    else flags[name] = true;
  }
  return { flags, extra };
}

export function findCommand(words: string[]): Command | undefined {
  return commands
    .filter((c) => c.name.every((w, i) => words[i] === w))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

export function helpText(): string {
  return ['Usage: npm run cli -- <command> [options] [--json]', '', 'Commands:', ...commands.map((c) => `  ${c.usage}`)].join('\n');
}

function formatText(result: Record<string, unknown>): string {
  return Object.entries(result)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('\n');
}

/** Runs one CLI invocation against a database; pure I/O-free apart from the database, so tests call it. */
export async function runCli(argv: string[], openDb: OpenDb): Promise<CliResult> {
  const words = argv.filter((a) => !a.startsWith('--'));
  const json = argv.includes('--json');
  if (argv.length === 0 || argv.includes('--help') || words[0] === 'help') return { code: 0, stdout: helpText() + '\n', stderr: '' };
  const cmd = findCommand(words);
  if (!cmd) return fail(`Unknown command "${words.join(' ')}".\n\n${helpText()}`, json, 'usage');
  const { flags, extra } = parseArgv(argv.slice(cmd.name.length), cmd);
  delete flags.json;
  const unexpected = Object.keys(flags).filter((k) => !cmd.options.includes(k) && !cmd.switches?.includes(k) && k !== 'shared');
  if (unexpected.length) return fail(`Unknown option --${unexpected[0]} for "${cmd.name.join(' ')}". Usage: ${cmd.usage}`, json, 'usage');
  if (extra.length) return fail(`Unexpected argument "${extra[0]}". Usage: ${cmd.usage}`, json, 'usage');
  if ('report' in cmd) {
    const { code, result, text } = await cmd.report(openDb, flags);
    return { code, stdout: (json ? JSON.stringify(result) : text) + '\n', stderr: '' };
  }
  try {
    assertStorable(flags);
    const result = await cmd.run(await openDb(), flags);
    const text = json ? JSON.stringify(result) : (cmd.text?.(result) ?? formatText(result));
    return { code: 0, stdout: text + '\n', stderr: '' };
  } catch (err) {
    if (err instanceof AppError) {
      const detail = err.details?.length ? ` (${err.details.map((d) => `${d.path || 'input'}: ${d.message}`).join('; ')})` : '';
      return fail(`${err.message}${detail}`, json, err.code);
    }
    if (err instanceof ZodError) return fail(err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), json, 'validation_error');
    throw err;
  }
}

function fail(message: string, json: boolean, code: string): CliResult {
  return { code: 1, stdout: json ? JSON.stringify({ error: code, message }) + '\n' : '', stderr: `error: ${message}\n` };
}
