import { ZodError } from 'zod';
import { AppError, assertStorable, problemText, zodDetails, type ErrorDetail } from '../errors';
import { usageError, type Command, type Flags, type OpenDb } from './command';
import { commands } from './commands';
import { humanText } from './human-text';

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
  return [
    'Usage: npm run cli -- <command> [options] [--json]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.usage}`),
    '',
    'Help on one command or group: npm run cli -- <command> --help (such as: agent --help, agent list --help).',
    'Finding ids: whoami --email E, account list, user list [--account ID], agent list --account ID.',
  ].join('\n');
}

/** The commands whose name starts with `words`: `['agent']` gives `agent create` and `agent list`. */
const commandsUnder = (words: string[]) => commands.filter((c) => words.every((w, i) => c.name[i] === w));

/** Help on the command that `words` name, or on the group they start; undefined when they name nothing. */
export function helpFor(words: string[]): string | undefined {
  if (!words.length) return helpText();
  const group = commandsUnder(words);
  if (!group.length) return undefined;
  const exact = group.find((c) => c.name.length === words.length);
  if (exact && group.length === 1) return `Usage: npm run cli -- ${exact.usage.replace(/\s{2,}→/, '  →')}\n\nAdd --json for the result as one line of JSON.`;
  return [`Usage: npm run cli -- ${words.join(' ')} <command> [options] [--json]`, '', 'Commands:', ...group.map((c) => `  ${c.usage}`)].join('\n');
}

/**
 * The words that name the command: those before the first option, so an option's value (`--user 1`) is never
 * read as part of the name.
 */
function commandWords(argv: string[]): string[] {
  const first = argv.findIndex((a) => a.startsWith('--'));
  return first === -1 ? argv : argv.slice(0, first);
}

export interface RunOptions {
  /** Asked before a command that writes; what it answers is printed on stderr as a warning (main.ts: which database). */
  databaseWarning?: () => Promise<string | undefined>;
  /** The process's standard input, read whole, for the commands that take a secret there (--password-stdin). */
  readStdin?: () => Promise<string>;
}

const noStdin = () => Promise.reject(usageError('standard input is not available to this command here'));

/** Runs one CLI invocation against a database; pure I/O-free apart from the database, so tests call it. */
export async function runCli(argv: string[], openDb: OpenDb, opts: RunOptions = {}): Promise<CliResult> {
  const words = commandWords(argv);
  const json = argv.includes('--json');
  if (argv.length === 0 || (words[0] === 'help' && words.length === 1) || (argv.includes('--help') && !words.length)) {
    return { code: 0, stdout: helpText() + '\n', stderr: '' };
  }
  if (words[0] === 'help' || argv.includes('--help')) {
    const asked = words[0] === 'help' ? words.slice(1) : words;
    const help = helpFor(asked);
    return { code: 0, stdout: (help ?? helpText()) + '\n', stderr: '' };
  }
  const cmd = findCommand(words);
  if (!cmd) {
    const group = helpFor(words);
    if (group) return fail(`"${words.join(' ')}" needs a command.\n\n${group}`, json, 'usage');
    return fail(`Unknown command "${words.join(' ')}".\n\n${helpText()}`, json, 'usage');
  }
  const { flags, extra } = parseArgv(argv.slice(cmd.name.length), cmd);
  delete flags.json;
  const unexpected = Object.keys(flags).filter((k) => !cmd.options.includes(k) && !cmd.switches?.includes(k) && k !== 'shared');
  if (unexpected.length) return fail(`Unknown option --${unexpected[0]} for "${cmd.name.join(' ')}". Usage: ${cmd.usage}`, json, 'usage');
  if (extra.length) return fail(`Unexpected argument "${extra[0]}". Usage: ${cmd.usage}`, json, 'usage');
  if ('report' in cmd) {
    const { code, result, text } = await cmd.report(openDb, flags);
    return { code, stdout: (json ? JSON.stringify(result) : text) + '\n', stderr: '' };
  }
  if ('serve' in cmd) {
    try {
      assertStorable(flags);
      return { code: await cmd.serve(await openDb(), flags), stdout: '', stderr: '' };
    } catch (err) {
      if (err instanceof AppError) return fail(err.message, json, err.code);
      throw err;
    }
  }
  const warning = cmd.readOnly ? undefined : await opts.databaseWarning?.();
  const warned = (r: CliResult): CliResult => (warning ? { ...r, stderr: `warning: ${warning}\n${r.stderr}` } : r);
  try {
    assertStorable(flags);
    const result = await cmd.run(await openDb(), flags, { readStdin: opts.readStdin ?? noStdin });
    const text = json ? JSON.stringify(result) : (cmd.text?.(result) ?? humanText(result));
    return warned({ code: cmd.exitCode?.(result) ?? 0, stdout: text + '\n', stderr: '' });
  } catch (err) {
    if (err instanceof AppError) return warned(fail(withDetails(err.message, err.details ?? []), json, err.code));
    if (err instanceof ZodError) return warned(fail(withDetails('', zodDetails(err)), json, 'validation_error'));
    throw err;
  }
}

/**
 * An error's message with every problem it lists, each once: the message already says the first problem (and
 * counts the others), so the problems replace it; a message of its own keeps them after it.
 */
function withDetails(message: string, details: ErrorDetail[]): string {
  const problems = details.map(problemText);
  if (!problems.length) return message;
  if (!message || message.startsWith(problems[0])) return problems.join('; ');
  return `${message} (${problems.join('; ')})`;
}

function fail(message: string, json: boolean, code: string): CliResult {
  return { code: 1, stdout: json ? JSON.stringify({ error: code, message }) + '\n' : '', stderr: `error: ${message}\n` };
}
