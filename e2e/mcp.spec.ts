import { expect, test } from '@playwright/test';
import { openFromNav, signUp } from './helpers';

test('a new API key comes with an MCP configuration whose endpoint answers an assistant', async ({ page, request, baseURL }) => {
  await signUp(page, 'MCP Dental');
  await openFromNav(page, 'API keys');
  await page.getByLabel('Name').fill('Assistant');
  await page.getByRole('button', { name: 'Every permission' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('secret-value').textContent())!.trim();

  const config = page.getByTestId('mcp-config');
  const origin = new URL(baseURL!).origin;
  const http = JSON.parse((await config.textContent())!);
  expect(http).toEqual({ mcpServers: { switchboard: { type: 'http', url: `${origin}/api/mcp`, headers: { Authorization: `Bearer ${key}` } } } });
  await page.getByRole('tab', { name: 'Local command (stdio)' }).click();
  await expect(config).toContainText('SWITCHBOARD_API_KEY');
  // The key goes in the command's environment: a command line is visible to every user of the machine.
  expect(JSON.parse((await config.textContent())!).mcpServers.switchboard).toEqual({
    command: 'npm', args: ['run', '--silent', '--prefix', '/path/to/switchboard', 'cli', '--', 'mcp'], env: { SWITCHBOARD_API_KEY: key },
  });

  // The endpoint the configuration names: an assistant initializes, lists the tools and calls one.
  const headers = { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
  const rpc = (id: number, method: string, params: unknown) => request.post('/api/mcp', { headers, data: { jsonrpc: '2.0', id, method, params } });
  const init = await rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } });
  expect(init.status()).toBe(200);
  expect((await init.json()).result.serverInfo.name).toBe('switchboard');
  const list = await (await rpc(2, 'tools/list', {})).json();
  expect(list.result.tools).toHaveLength(15);
  const agents = await (await rpc(3, 'tools/call', { name: 'list_agents', arguments: {} })).json();
  expect(agents.result.isError).toBeFalsy();
  const rest = await (await request.get('/api/v1/agents', { headers: { authorization: `Bearer ${key}` } })).json();
  expect(JSON.parse(agents.result.content[0].text)).toEqual(rest);
  expect((await request.get('/api/mcp', { headers })).status()).toBe(405);
});
