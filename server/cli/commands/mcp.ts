import { readFile } from 'node:fs/promises';
import { config } from '../../config';
import { optionalString, usageError, type Command, type Flags } from '../command';

export const KEY_IN_ARGS_WARNING =
  'warning: --key puts the API key on the command line, where other users of this machine can read it (ps). ' +
  'Set SWITCHBOARD_API_KEY in the environment (an MCP client\'s "env") or use --key-file PATH instead.\n';

/** `mcp`: the MCP server over standard input and output, for a desktop assistant that starts it. */
export const mcpCommands: Command[] = [
  {
    name: ['mcp'],
    usage:
      'mcp  → serve the MCP tools (list_agents, list_agent_versions, check_calling_rules, place_call, get_call, find_contacts, upsert_contact, ' +
      "find_free_slots, book_appointment, list_campaigns, get_campaign, send_message, list_messages) over stdio for a desktop assistant, each with its REST twin's " +
      'permission on the API key, read from SWITCHBOARD_API_KEY (or --key-file PATH, a file holding it; --key API_KEY still works but shows the key ' +
      'to other local users); place_call always keeps the calling hours and consent. Stdout carries the protocol only; logs go to stderr.',
    options: ['key', 'key-file'],
    async serve(db, flags) {
      const { key, warning } = await mcpKeyOf(flags, config.SWITCHBOARD_API_KEY);
      // Said before the session starts, on stderr, where an MCP client shows a server's log.
      if (warning) process.stderr.write(warning);
      // Loaded when used: the SDK and the tools' modules cost the other commands nothing.
      const { serveStdio } = await import('../../mcp/stdio');
      await serveStdio(db, key);
      return 0;
    },
  },
];

/** The API key to serve: --key-file's contents, else --key (with a warning), else SWITCHBOARD_API_KEY. */
export async function mcpKeyOf(flags: Flags, fromEnv: string | undefined): Promise<{ key: string; warning?: string }> {
  const inline = optionalString(flags, 'key');
  const file = optionalString(flags, 'key-file');
  if (inline !== undefined && file !== undefined) throw usageError('give the API key once: --key-file PATH or --key, not both');
  if (file !== undefined) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      throw usageError(`cannot read --key-file ${file}: ${(err as NodeJS.ErrnoException).code ?? 'unreadable'}`);
    }
    const key = text.trim();
    if (!key) throw usageError(`--key-file ${file} is empty`);
    return { key };
  }
  if (inline !== undefined) {
    if (!inline.trim()) throw usageError('--key needs a value');
    return { key: inline.trim(), warning: KEY_IN_ARGS_WARNING };
  }
  if (fromEnv?.trim()) return { key: fromEnv.trim() };
  throw usageError('the API key is missing: set SWITCHBOARD_API_KEY in the environment, or give --key-file PATH');
}
