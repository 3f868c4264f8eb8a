import { and, count, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/v1/agents/create/route';
import { PATCH as patchRoute } from '@/app/api/v1/agents/[id]/route';
import { POST as archiveRoute } from '@/app/api/v1/agents/[id]/archive/route';
import { POST as unarchiveRoute } from '@/app/api/v1/agents/[id]/unarchive/route';
import { routeIndex } from '@/app/api/v1/route-index';
import { config, loadConfig } from '../../config';
import { getDb } from '../../db/client';
import { agents } from '../../db/schema';
import { buildOpenApiDocument } from '../../openapi/document';
import { childEnvFor, runScript } from '../../testing/child-process';
import { newAccount } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { agentCatalogue, agentModels, agentVoices } from './catalogue';
import { commonModels, commonVoices } from './model-catalog';

const create = (key: string, body: unknown) => callRoute(createRoute, { method: 'POST', path: '/api/v1/agents/create', key, body });
const patch = (key: string, id: number, body: unknown) => callRoute(patchRoute, { method: 'PATCH', path: `/api/v1/agents/${id}`, key, body, params: { id: String(id) } });
const archive = (key: string, id: number) => callRoute(archiveRoute, { method: 'POST', path: `/api/v1/agents/${id}/archive`, key, params: { id: String(id) } });
const unarchive = (key: string, id: number) => callRoute(unarchiveRoute, { method: 'POST', path: `/api/v1/agents/${id}/unarchive`, key, params: { id: String(id) } });

async function activeAgents(accountId: number) {
  const db = await getDb();
  return (await db.select({ n: count() }).from(agents).where(and(eq(agents.accountId, accountId), isNull(agents.archivedAt))))[0].n;
}

afterEach(() => {
  config.MAX_AGENTS_PER_ACCOUNT = loadConfig().MAX_AGENTS_PER_ACCOUNT;
});

describe("agents' models and voices come from the operator's catalogue", () => {
  it('offers the editor\'s list by default, or the operator\'s (AGENT_MODELS, AGENT_VOICES)', () => {
    expect(agentModels()).toEqual(commonModels.map((m) => m.value));
    expect(agentVoices()).toEqual(commonVoices.map((v) => v.value));
    const operator = loadConfig({ AGENT_MODELS: 'gpt-4o-mini, my-tuned-model,gpt-4o-mini', AGENT_VOICES: 'nova' });
    expect([operator.AGENT_MODELS, operator.AGENT_VOICES]).toEqual([['gpt-4o-mini', 'my-tuned-model'], ['nova']]);
    expect(() => loadConfig({ AGENT_MODELS: ' , ' })).toThrow(/AGENT_MODELS: must name at least one model/);
    expect(() => loadConfig({ DESTINATION_FLOOR_NUMBER_TYPES: 'premium_rate,premium' })).toThrow(/DESTINATION_FLOOR_NUMBER_TYPES/);
    expect(agentCatalogue().models[0]).toEqual({ value: 'gpt-4o', label: 'GPT-4o' });
  });

  it('refuses another model or voice with 400 validation_error naming the allowed values, writing nothing', async () => {
    const acct = await newAccount();
    for (const [body, path] of [[{ model: 'o1-pro' }, 'model'], [{ voice_id: 'premium-clone' }, 'voice_id'], [{ model: ' gpt-4o' }, 'model']] as const) {
      const res = await create(acct.key, { name: 'Costly', ...body });
      expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
      const detail = res.body.details.find((d: { path: string }) => d.path === path);
      expect(detail.message).toContain(path === 'model' ? 'gpt-4o, gpt-4o-mini, gpt-4.1' : 'alloy, echo, fable');
    }
    expect(await activeAgents(acct.accountId)).toBe(0);
    const ok = await create(acct.key, { name: 'Listed', model: 'gpt-4.1-mini', voice_id: 'marin' });
    expect(ok).toMatchObject({ status: 201, body: { model: 'gpt-4.1-mini', voice_id: 'marin' } });
    const refused = await patch(acct.key, ok.body.id, { model: 'o1-pro' });
    expect([refused.status, refused.body.error]).toEqual([400, 'validation_error']);
    expect((await patch(acct.key, ok.body.id, { voice_id: 'cedar' })).body).toMatchObject({ model: 'gpt-4.1-mini', voice_id: 'cedar' });
  });

  it('shows the catalogue as enums in the OpenAPI document', async () => {
    const doc = (await buildOpenApiDocument(routeIndex)) as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>> };
    const text = JSON.stringify(doc.paths['/api/v1/agents/create'].post.requestBody);
    expect(text).toContain(JSON.stringify(commonModels.map((m) => m.value)));
    expect(text).toContain(JSON.stringify(commonVoices.map((v) => v.value)));
  });
});

describe('agents per account are capped (MAX_AGENTS_PER_ACCOUNT)', () => {
  it('refuses one more with 409 agent_limit_reached; an archived agent frees its place, and coming back must fit', async () => {
    config.MAX_AGENTS_PER_ACCOUNT = 2;
    const acct = await newAccount();
    const a = await create(acct.key, { name: 'One' });
    await create(acct.key, { name: 'Two' });
    const third = await create(acct.key, { name: 'Three' });
    expect([third.status, third.body.error, third.body.message]).toEqual([409, 'agent_limit_reached', 'An account may have at most 2 agents; archive one first.']);
    expect(await activeAgents(acct.accountId)).toBe(2);
    expect((await archive(acct.key, a.body.id)).status).toBe(200);
    expect((await create(acct.key, { name: 'Three' })).status).toBe(201);
    const back = await unarchive(acct.key, a.body.id);
    expect([back.status, back.body.error]).toEqual([409, 'agent_limit_reached']);
    expect(await activeAgents(acct.accountId)).toBe(2);
  });

  it.skipIf(!config.DATABASE_URL)('holds across two processes creating agents at once (PostgreSQL)', async () => {
    const acct = await newAccount();
    const env = await childEnvFor({ MAX_AGENTS_PER_ACCOUNT: '5' });
    const startAt = String(Date.now() + 2500);
    const run = () => runScript('server/testing/agent-limit-child.ts', env, [startAt, String(acct.userId), '6']);
    const outcomes = (await Promise.all([run(), run()])).flatMap((line) => JSON.parse(line) as string[]);
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'agent_limit_reached')).toHaveLength(7);
    expect(await activeAgents(acct.accountId)).toBe(5);
  }, 60_000);
});
