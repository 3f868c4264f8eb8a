import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import { actorOf } from '../../testing/fixtures';
import { liveCall, toolAccount } from '../../testing/tool-fixtures';
import { loadToolCallContext } from '../tools/context';
import { runTool } from '../tools/run';
import { createTestFromCall } from './service';

describe('a test made from a finished call', () => {
  it("takes the caller's lines and what the call did as its expectations", async () => {
    const acct = await toolAccount();
    const db = await getDb();
    const call = await liveCall(acct);
    await runTool(db, await loadToolCallContext(db, call.id), 'opt_out', {});
    await db.update(calls).set({
      status: 'completed',
      transcript: [
        { role: 'assistant', text: 'Hello Ada!', start_seconds: 0 },
        { role: 'user', text: 'Please stop calling me.', start_seconds: 2 },
        { role: 'customer', text: 'Goodbye.', start_seconds: 5 },
      ],
    }).where(eq(calls.id, call.id));
    const actor = await actorOf(acct.userId);
    const { test } = await createTestFromCall(db, actor, call.id);
    expect(test).toMatchObject({
      agent_id: acct.agent.id,
      caller: { lines: ['Please stop calling me.', 'Goodbye.'] },
      expect: { booked: false, opted_out: true, transferred: false },
    });
  });

  it('refuses a call still live', async () => {
    const acct = await toolAccount();
    const call = await liveCall(acct);
    await expect(createTestFromCall(await getDb(), await actorOf(acct.userId), call.id)).rejects.toMatchObject({ code: 'validation_error' });
  });
});
