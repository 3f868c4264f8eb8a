import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { providerLiterals } from '../../scripts/domain-figures';

// A provider's name is a driver's business: outside server/services/providers/ no service names 'vapi' or 'retell'
// in its code (a branch on the name, a literal type), so a third provider is one folder and one registry line. The
// literals are read with TypeScript's parser (scripts/domain-figures.ts): comments and longer strings do not count.
describe("the provider names ('vapi', 'retell') stay in server/services/providers/", () => {
  it('finds a literal in code and in a type, and none in comments, longer strings, tests or providers/', () => {
    const tree: Record<string, string> = {
      'server/services/agents/service.ts':
        "// the 'vapi' driver answers\nexport type Name = 'vapi' | \"retell\";\nexport const is = (n: string) => n === `retell`;\nexport const url = 'vapi-url';\n",
      'server/services/agents/service.test.ts': "export const t = 'vapi';\n",
      'server/services/providers/registry.ts': "export const names = ['vapi', 'retell'];\n",
      'server/services/providers/vapi/driver.ts': "export const name = 'vapi';\n",
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-provider-literals-'));
    try {
      for (const [file, text] of Object.entries(tree)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      expect(providerLiterals(dir).map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([
        "server/services/agents/service.ts:2 'vapi'",
        'server/services/agents/service.ts:2 "retell"',
        'server/services/agents/service.ts:3 `retell`',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds none in the services outside providers/', () => {
    expect(providerLiterals().map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});
