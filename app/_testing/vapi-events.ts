import { afterAll, beforeAll } from 'vitest';
import { POST as vapiEvents } from '../api/providers/vapi/events/route';
import { actorOf } from '../../server/testing/fixtures';
import { callRoute } from '../../server/testing/http';
import { startFakeVapi } from '../../server/testing/fake-vapi-server';
import { callRowOf, drainJobs, type CallTestAccount } from '../../server/testing/call-fixtures';
import { config } from '../../server/config';
import { getDb } from '../../server/db/client';
import { initiateCall } from '../../server/services/calls/initiate';

/**
 * For a test file of Vapi's server messages: serves the fake Vapi around the file's tests, with the server
 * configured for it and `secret` as the webhook secret, and answers how to send a message and place a call there.
 */
export function vapiEventsSetup(secret: string) {
  let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
  beforeAll(async () => {
    vapi = await startFakeVapi();
    Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: secret });
  });
  afterAll(async () => {
    await vapi.close();
  });

  /** A server message to the events route, with the shared secret, as Vapi sends it. */
  const send = (message: Record<string, unknown>) =>
    callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', body: { message }, headers: { 'x-vapi-secret': secret } });

  /** A service call of the account's agent, placed and dialed at Vapi; answered when asked (Vapi's in-progress). */
  async function placedCall(acct: CallTestAccount, opts: { answered?: boolean } = {}) {
    const res = await initiateCall(await getDb(), await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(res.id);
    if (opts.answered) await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } });
    return row;
  }

  return { send, placedCall };
}
