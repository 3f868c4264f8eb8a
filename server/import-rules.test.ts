import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs (`npm run lint:imports`), proved on probes: a tiny tree in a temporary
// directory with one file per forbidden direction, cruised with the repository's own rule set.
const root = path.resolve(import.meta.dirname, '..');
const rules = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

function optionsFor(baseDir: string, withTsConfig: boolean): ICruiseOptions {
  const { tsConfig, ...options } = rules.options ?? {};
  return { ...options, ...(withTsConfig && { tsConfig }), ruleSet: { forbidden: rules.forbidden }, validate: true, baseDir } as ICruiseOptions;
}

async function violationsIn(baseDir: string, roots: string[], withTsConfig = false): Promise<IViolation[]> {
  const tsConfig = withTsConfig ? { tsConfig: extractTSConfig(path.join(baseDir, 'tsconfig.json')) } : {};
  const result = await cruise(roots, optionsFor(baseDir, withTsConfig), {}, tsConfig);
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations;
}

/** File → source. Each probe imports one thing; the targets exist so that every import resolves. */
const tree: Record<string, string> = {
  // Targets.
  'server/services/x.ts': 'export const x = 1;\n',
  'server/db/y.ts': 'export const y = 1;\nexport type Y = number;\n',
  'server/errors/e.ts': 'export const e = 1;\n',
  'server/http/z.ts': 'export const z = 1;\n',
  'server/jobs/w.ts': 'export const w = 1;\n',
  'server/testing/fixture.ts': 'export const fixture = 1;\n',
  'server/mcp/tools.ts': 'export const tools = 1;\n',
  'server/startup.ts': 'export const startup = 1;\n',
  'server/shutdown.ts': 'export const shutdown = 1;\n',
  'server/services/calls/service.ts': 'export const call = 1;\n',
  'server/services/agents/service.ts': 'export const agent = 1;\n',
  'server/services/agents/index.ts': 'export const agents = 1;\n',
  'server/services/agents/schema.ts': 'export const agentSchema = 1;\n',
  'server/services/agents/tool-schema.ts': 'export const toolSchema = 1;\n',
  'server/services/agents/agent-row.ts': 'export const agentRow = 1;\n',
  'server/services/providers/port.ts': 'export type VoiceProvider = { name: string };\n',
  'server/services/providers/vapi/client.ts': 'export const vapi = 1;\n',
  'server/services/providers/retell/client.ts': 'export const retell = 1;\n',
  'app/api/thing/route.ts': 'export const GET = 1;\n',
  'app/_testing/helper.ts': "import { GET } from '../api/thing/route';\nexport const helper = GET;\n",

  // One probe per forbidden direction.
  'server/db/probe.ts': "import { x } from '../services/x';\nexport const p = x;\n",
  'server/lib/probe.ts': "import { y } from '../db/y';\nexport const p = y;\n",
  'server/lib/probe-type.ts': "import type { Y } from '../db/y';\nexport const p: Y = 1;\n",
  'server/errors/probe.ts': "import { y } from '../db/y';\nexport const p = y;\n",
  'server/logger/probe.ts': "import { y } from '../db/y';\nexport const p = y;\n",
  'server/outbox/probe.ts': "import { w } from '../jobs/w';\nexport const p = w;\n",
  'server/auth/probe.ts': "import { x } from '../services/x';\nexport const p = x;\n",
  'server/services/probe-http.ts': "import { z } from '../http/z';\nexport const p = z;\n",
  'server/services/probe-jobs.ts': "export async function p() {\n  return (await import('../jobs/w')).w;\n}\n",
  'server/services/probe-mcp.ts': "import { tools } from '../mcp/tools';\nexport const p = tools;\n",
  'server/services/calls/probe-startup.ts': "export async function p() {\n  return (await import('../../startup')).startup;\n}\n",
  'server/services/calls/probe-shutdown.ts': "import { shutdown } from '../../shutdown';\nexport const p = shutdown;\n",
  'server/auth/probe-mcp.ts': "import { tools } from '../mcp/tools';\nexport const p = tools;\n",
  'server/auth/probe-startup.ts': "import { startup } from '../startup';\nexport const p = startup;\n",
  'server/services/providers/probe.ts': "import { call } from '../calls/service';\nexport const p = call;\n",
  'server/services/providers/vapi/probe.ts': "import { retell } from '../retell/client';\nexport const p = retell;\n",
  'server/services/calls/probe-face.ts': "import { agentRow } from '../agents/agent-row';\nexport const p = agentRow;\n",
  'server/jobs/probe-app.ts': "import { GET } from '../../app/api/thing/route';\nexport const p = GET;\n",
  'server/testing/probe-app.ts': "import { helper } from '../../app/_testing/helper';\nexport const p = helper;\n",
  'server/services/circle-a.ts': "import { b } from './circle-b';\nexport const a = () => b;\n",
  'server/services/circle-b.ts': "import { a } from './circle-a';\nexport const b = () => a;\n",
  'server/jobs/probe-testing.ts': "import { fixture } from '../testing/fixture';\nexport const p = fixture;\n",
  'app/probe-testing.ts': "import { helper } from './_testing/helper';\nexport const p = helper;\n",

  // Allowed.
  'server/services/ok.ts': "import { y } from '../db/y';\nimport { x } from './x';\nexport const ok = x + y;\n",
  'server/lib/ok.ts': "import { e } from '../errors/e';\nexport const ok = e;\n",
  'server/errors/ok.ts': "import { ok as lib } from '../lib/ok';\nexport const ok = lib;\n",
  'server/db/ok.ts': "import { ok as lib } from '../lib/ok';\nexport const ok = lib;\n",
  'server/outbox/ok.ts': "import { y } from '../db/y';\nexport const ok = y;\n",
  'server/auth/ok.ts': "import { y } from '../db/y';\nimport { e } from '../errors/e';\nexport const ok = y + e;\n",
  'server/jobs/ok.ts': "import { x } from '../services/x';\nexport const ok = x;\n",
  'server/testing/ok.ts': "import { x } from '../services/x';\nexport const ok = x;\n",
  'server/services/calls/faces.ts':
    "import { agent } from '../agents/service';\nimport { agents } from '../agents/index';\nimport { agentSchema } from '../agents/schema';\n" +
    "import { toolSchema } from '../agents/tool-schema';\nimport { call } from './service';\nexport const ok = [agent, agents, agentSchema, toolSchema, call];\n",
  'server/services/agents/own.ts': "import { agentRow } from './agent-row';\nexport const ok = agentRow;\n",
  'server/services/providers/vapi/driver.ts':
    "import type { VoiceProvider } from '../port';\nimport { vapi } from './client';\nexport const ok: VoiceProvider = { name: String(vapi) };\n",
  'server/services/providers/retell/driver.ts': "import type { VoiceProvider } from '../port';\nexport const ok: VoiceProvider = { name: 'retell' };\n",
  'server/services/providers/driver.test.ts': "import { call } from '../calls/service';\nimport { agentRow } from '../agents/agent-row';\nexport const t = [call, agentRow];\n",
  'server/services/providers/vapi/client.test.ts': "import { retell } from '../retell/client';\nexport const t = retell;\n",
  'server/services/x.test.ts': "import { GET } from '../../app/api/thing/route';\nimport { fixture } from '../testing/fixture';\nexport const t = [GET, fixture];\n",
  'app/api/other/route.ts': "import { ok } from '../../../server/services/ok';\nexport const GET = ok;\n",
};

let dir: string;
let found: IViolation[];
const rulesOf = (from: string) => found.filter((v) => v.from === from).map((v) => v.rule.name);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-import-rules-'));
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  found = await violationsIn(dir, ['server', 'app']);
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it.each([
    ['server/db/probe.ts', 'db-imports-foundations', 'db imports a service'],
    ['server/lib/probe.ts', 'lib-imports-lib-and-errors', 'lib imports db'],
    ['server/lib/probe-type.ts', 'lib-imports-lib-and-errors', 'lib imports a type from db'],
    ['server/errors/probe.ts', 'errors-imports-errors-and-lib', 'errors imports db'],
    ['server/logger/probe.ts', 'foundations-import-nothing-above', 'logger imports db'],
    ['server/outbox/probe.ts', 'outbox-imports-foundations', 'outbox imports a runner'],
    ['server/auth/probe.ts', 'auth-below-services', 'auth imports a service'],
    ['server/services/probe-http.ts', 'services-below-doors', 'a service imports http'],
    ['server/services/probe-jobs.ts', 'services-below-doors', 'a service imports jobs through a dynamic import()'],
    ['server/services/probe-mcp.ts', 'services-below-doors', 'a service imports the MCP tools'],
    ['server/services/calls/probe-startup.ts', 'services-below-doors', 'a service imports startup.ts through a dynamic import()'],
    ['server/services/calls/probe-shutdown.ts', 'services-below-doors', 'a service imports shutdown.ts'],
    ['server/auth/probe-mcp.ts', 'auth-below-services', 'auth imports the MCP tools'],
    ['server/auth/probe-startup.ts', 'auth-below-services', 'auth imports startup.ts'],
    ['server/services/providers/probe.ts', 'providers-are-drivers', 'a provider file imports calls/, even through its face'],
    ['server/services/providers/vapi/probe.ts', 'one-driver-one-folder', 'the Vapi driver imports the Retell driver'],
    ['server/services/calls/probe-face.ts', 'domain-face', 'a domain imports a file of another that is not its face'],
    ['server/jobs/probe-app.ts', 'server-not-app', 'server code imports a route'],
    ['server/testing/probe-app.ts', 'server-not-app', 'test support in server/testing imports app/_testing'],
    ['server/jobs/probe-testing.ts', 'production-not-testing', 'production code imports server/testing'],
    ['app/probe-testing.ts', 'production-not-testing', 'production code imports app/_testing'],
  ])('%s is reported under %s: %s', (file, rule) => {
    expect(rulesOf(file)).toEqual([rule]);
  });

  it('warns of a domain-face violation and fails every other rule', () => {
    const severities = new Map(found.map((v) => [v.rule.name, v.rule.severity]));
    expect(severities.get('domain-face')).toBe('warn');
    expect([...severities].filter(([name, severity]) => name !== 'domain-face' && severity !== 'error')).toEqual([]);
  });

  it('reports a circle under no-circular, once, naming both files', () => {
    const circles = found.filter((v) => v.rule.name === 'no-circular');
    expect(circles).toHaveLength(1);
    expect([...new Set([circles[0].from, ...(circles[0].cycle ?? []).map((c) => c.name)])].sort()).toEqual(['server/services/circle-a.ts', 'server/services/circle-b.ts']);
  });

  it('reports nothing else: allowed directions, test support that stays in its place, and tests', () => {
    const probes = new Set(Object.keys(tree).filter((f) => /probe|circle-/.test(f)));
    expect(found.filter((v) => !probes.has(v.from)).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  // The real tree, as `npm run lint:imports` cruises it (a few seconds). Warnings (domain-face) do not fail the lint;
  // scripts/domain-figures.ts counts them.
  it('finds no error in server/ and app/', async () => {
    const violations = (await violationsIn(root, ['server', 'app'], true)).filter((v) => v.rule.severity === 'error');
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`)).toEqual([]);
  }, 60_000);
});
