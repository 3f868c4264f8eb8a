import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { agents } from '../../db/schema';
import { newAccount, newUser } from '../../testing/fixtures';
import { runCli } from '../run';

describe('CLI: agent create', () => {
  const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);

  it('gives the agent the tools of --tools and answers as before', async () => {
    const acct = await newAccount();
    const r = await cli('agent', 'create', '--user', String(acct.userId), '--name', 'Booker', '--tools', 'check_availability, book_appointment');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).sort()).toEqual(['assistant_id', 'id']);
    const db = await getDb();
    const [row] = await db.select().from(agents).where(eq(agents.id, out.id));
    expect(row.tools).toEqual(['check_availability', 'book_appointment']);
    const plain = JSON.parse((await cli('agent', 'create', '--user', String(acct.userId), '--name', 'Plain')).stdout);
    expect((await db.select().from(agents).where(eq(agents.id, plain.id)))[0].tools).toEqual([]);
  });

  it("marks the agent's assistant calls informational with --purpose, for an owner; a member's is refused, writing nothing", async () => {
    const acct = await newAccount();
    const db = await getDb();
    const r = await cli('agent', 'create', '--user', String(acct.userId), '--name', 'Reminders', '--purpose', 'informational');
    expect(r.code).toBe(0);
    expect((await db.select().from(agents).where(eq(agents.id, JSON.parse(r.stdout).id)))[0].purpose).toBe('informational');
    const member = await newUser(acct.accountId);
    const refused = await cli('agent', 'create', '--user', String(member.userId), '--name', 'Mine', '--purpose', 'informational');
    expect([refused.code, JSON.parse(refused.stdout).error]).toEqual([1, 'permission_denied']);
    expect((await db.select().from(agents).where(eq(agents.accountId, acct.accountId))).map((a) => a.name)).toEqual(['Reminders']);
  });

  it('refuses an unknown or repeated tool and writes nothing', async () => {
    const acct = await newAccount();
    for (const tools of ['check_availability,teleport', 'opt_out,opt_out']) {
      const r = await cli('agent', 'create', '--user', String(acct.userId), '--name', 'Bad', '--tools', tools);
      expect(r.code).toBe(1);
    }
    const db = await getDb();
    expect(await db.select().from(agents).where(eq(agents.accountId, acct.accountId))).toEqual([]);
  });
});
