/**
 * MCP client configurations for one API key, in the `mcpServers` form desktop assistants read
 * (claude_desktop_config.json and the like): the hosted endpoint by URL with the key as bearer, and the local
 * command that serves the same tools over stdio (`npm run --silent`, so npm's own banner never reaches the protocol),
 * given the key in its environment, which other users of the machine cannot read as they can a command line.
 */
export const INSTALL_DIR_PLACEHOLDER = '/path/to/switchboard';

export function mcpHttpConfig(origin: string, apiKey: string): string {
  return JSON.stringify(
    { mcpServers: { switchboard: { type: 'http', url: `${origin}/api/mcp`, headers: { Authorization: `Bearer ${apiKey}` } } } },
    null,
    2,
  );
}

export function mcpStdioConfig(apiKey: string, installDir = INSTALL_DIR_PLACEHOLDER): string {
  return JSON.stringify(
    {
      mcpServers: {
        switchboard: {
          command: 'npm',
          args: ['run', '--silent', '--prefix', installDir, 'cli', '--', 'mcp'],
          env: { SWITCHBOARD_API_KEY: apiKey },
        },
      },
    },
    null,
    2,
  );
}
