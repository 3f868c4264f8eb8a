import { requireString, type Command } from '../command';

/** `mcp --key K`: the MCP server over standard input and output, for a desktop assistant that starts it. */
export const mcpCommands: Command[] = [
  {
    name: ['mcp'],
    usage:
      'mcp --key API_KEY  → serve the MCP tools (list_agents, check_calling_rules, place_call, get_call, find_contacts, upsert_contact, ' +
      "find_free_slots, book_appointment, list_campaigns, get_campaign) over stdio for a desktop assistant, each with its REST twin's " +
      'permission on the key; place_call always keeps the calling hours and consent. Stdout carries the protocol only; logs go to stderr.',
    options: ['key'],
    async serve(db, flags) {
      const key = requireString(flags, 'key');
      // Loaded when used: the SDK and the tools' modules cost the other commands nothing.
      const { serveStdio } = await import('../../mcp/stdio');
      await serveStdio(db, key);
      return 0;
    },
  },
];
