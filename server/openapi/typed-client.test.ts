import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { routeIndex } from '@/app/api/v1/route-index';
import { buildOpenApiDocument } from './document';

// A client typed from the document (as the README shows with openapi-typescript) must compile against it.
const client = `
import type { paths, webhooks } from './schema';

type ListAgents = paths['/api/v1/agents']['get'];
type Agents = ListAgents['responses']['200']['content']['application/json'];
type Denied = ListAgents['responses']['403']['content']['application/json'];

export const agents: Agents = {
  agents: [{
    id: 1, assistant_id: 'asst_1', name: 'Sales', role: 'outbound', phone_number: '+14155550100', minutes_used: 0,
    total_calls: 0, model: 'gpt-4o', voice_id: 'alloy', can_make_calls: true, team_id: null, provider: 'simulator',
  }],
};
export const denied: Denied = { error: 'permission_denied', message: 'No.', request_id: 'req_1' };
// @ts-expect-error: a code the operation never answers under 403
export const wrongCode: Denied = { error: 'rate_limited', message: 'No.', request_id: 'req_1' };
// @ts-expect-error: id is an integer
export const wrongType: Agents = { agents: [{ ...agents.agents[0], id: 'one' }] };

type Ended = webhooks['call.ended']['post']['requestBody'];
export const ended: NonNullable<Ended>['content']['application/json']['event_type'] = 'call.ended';
`;

const dir = mkdtempSync(path.join(tmpdir(), 'typed-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a client generated with openapi-typescript', () => {
  it('types the operations and webhooks of the document', async () => {
    const doc = await buildOpenApiDocument(routeIndex);
    const types = astToString(await openapiTS(doc as any));
    writeFileSync(path.join(dir, 'schema.ts'), types);
    writeFileSync(path.join(dir, 'client.ts'), client);

    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      lib: ['lib.es2022.d.ts'],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });
});
