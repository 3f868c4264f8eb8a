import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run';
import { KEY_IN_ARGS_WARNING, mcpKeyOf } from './mcp';

const keyFile = (text: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-key-')), 'key');
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
};

describe('the API key cli mcp serves', () => {
  it('is read from SWITCHBOARD_API_KEY, which other local users cannot see', async () => {
    expect(await mcpKeyOf({}, 'sk_live_env')).toEqual({ key: 'sk_live_env' });
  });

  it('or from --key-file, trimmed, before the environment', async () => {
    expect(await mcpKeyOf({ 'key-file': keyFile('  sk_live_file\n') }, 'sk_live_env')).toEqual({ key: 'sk_live_file' });
  });

  it('or from --key, as before, with a warning that the command line shows it', async () => {
    expect(await mcpKeyOf({ key: 'sk_live_argv' }, undefined)).toEqual({ key: 'sk_live_argv', warning: KEY_IN_ARGS_WARNING });
    expect(KEY_IN_ARGS_WARNING).toContain('SWITCHBOARD_API_KEY');
  });

  it('is a usage error when missing, given twice, empty or unreadable', async () => {
    await expect(mcpKeyOf({}, undefined)).rejects.toMatchObject({ code: 'usage', message: expect.stringContaining('SWITCHBOARD_API_KEY') });
    await expect(mcpKeyOf({}, '  ')).rejects.toMatchObject({ code: 'usage' });
    await expect(mcpKeyOf({ key: 'a', 'key-file': keyFile('b') }, undefined)).rejects.toMatchObject({ code: 'usage', message: expect.stringContaining('not both') });
    await expect(mcpKeyOf({ 'key-file': keyFile('\n') }, undefined)).rejects.toMatchObject({ code: 'usage', message: expect.stringContaining('is empty') });
    await expect(mcpKeyOf({ 'key-file': '/nonexistent/key' }, undefined)).rejects.toMatchObject({ code: 'usage', message: 'cannot read --key-file /nonexistent/key: ENOENT' });
  });

  it('takes --key-file as an option of the command', async () => {
    const result = await runCli(['mcp', '--key-file', '/nonexistent/key'], async () => ({}) as never);
    expect(result).toMatchObject({ code: 1, stderr: 'error: cannot read --key-file /nonexistent/key: ENOENT\n' });
  });
});
