import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { providerCredentials } from '../db/schema';
import { childEnvFor, runScript } from './child-process';
import { startFakeVapi } from './fake-vapi-server';

/**
 * One credential per deployment, across processes: two real processes on one PostgreSQL database ask for the
 * deployment's Vapi credential at the same moment, several times each, against a slow Vapi; Vapi is asked once and
 * every answer names that one credential. PGlite opens a folder from one process only, so this runs on PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);

describe.skipIf(!onPostgres)('the Vapi credential across processes (PostgreSQL)', () => {
  let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
  beforeAll(async () => {
    vapi = await startFakeVapi();
  });
  afterAll(async () => {
    await vapi.close();
  });

  it('is registered once when two processes need it at the same moment', async () => {
    vapi.setDelay(300);
    const env = await childEnvFor({ VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', PUBLIC_BASE_URL: 'https://switchboard.example' });
    const startAt = String(Date.now() + 2500);
    const run = () => runScript('server/testing/vapi-credential-race-child.ts', env, [startAt, '4']);
    const answers = (await Promise.all([run(), run()])).flatMap((out) => JSON.parse(out) as string[]);
    expect(vapi.requests.filter((r) => r.method === 'POST' && r.path === '/credential')).toHaveLength(1);
    const [registered] = vapi.credentials.keys();
    expect(answers).toEqual(Array(8).fill(registered));
    const rows = await (await getDb()).select().from(providerCredentials);
    expect(rows.map((r) => r.credentialId)).toEqual([registered]);
    expect(vapi.invalid).toEqual([]);
  }, 60_000);
});
