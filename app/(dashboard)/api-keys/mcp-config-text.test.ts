import { describe, expect, it } from 'vitest';
import { findCommand } from '@/server/cli/run';
import { mcpHttpConfig, mcpStdioConfig } from './mcp-config-text';

describe('the MCP configuration offered with a new key', () => {
  it('points a hosted client at /api/mcp with the key as bearer', () => {
    expect(JSON.parse(mcpHttpConfig('https://sb.example.com', 'sk_live_abc'))).toEqual({
      mcpServers: { switchboard: { type: 'http', url: 'https://sb.example.com/api/mcp', headers: { Authorization: 'Bearer sk_live_abc' } } },
    });
  });

  it('starts the CLI quietly with the mcp command, the key in its environment and not on its command line', () => {
    const { command, args, env } = JSON.parse(mcpStdioConfig('sk_live_abc', '/srv/switchboard')).mcpServers.switchboard;
    expect(command).toBe('npm');
    // --silent keeps npm's banner off stdout, which carries the protocol.
    expect(args.slice(0, 5)).toEqual(['run', '--silent', '--prefix', '/srv/switchboard', 'cli']);
    const cliArgs = args.slice(args.indexOf('--') + 1);
    expect(cliArgs).toEqual(['mcp']);
    expect(env).toEqual({ SWITCHBOARD_API_KEY: 'sk_live_abc' });
    expect(findCommand(cliArgs.slice(0, 1))?.name).toEqual(['mcp']);
  });
});
