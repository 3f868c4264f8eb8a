import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { recordConsent, revokeConsent } from '../../services/consents/service';
import { actorOf, newAccount } from '../../testing/fixtures';
import { helpText, runCli } from '../run';

describe('CLI: consent list', () => {
  const cli = (...argv: string[]) => runCli(argv, getDb);

  it("lists an account's consents with the API's filters, as JSON and as lines for people", async () => {
    const db = await getDb();
    const acct = await newAccount();
    const other = await newAccount();
    const actor = await actorOf(acct.userId);
    const record = (phone_number: string) =>
      recordConsent(db, actor, { phone_number, kind: 'express_written', scope: 'marketing', source: { type: 'web_form', url: 'https://example.com/f' }, captured_at: '2026-01-02T03:04:05Z' });
    const a = await record('+14155550101');
    const b = await record('+14155550102');
    await revokeConsent(db, actor, a.id, { via: 'other' });
    await recordConsent(db, await actorOf(other.userId), { phone_number: '+14155550101', kind: 'express', scope: 'informational', captured_at: '2026-01-02T03:04:05Z' });

    const all = await cli('consent', 'list', '--account', String(acct.accountId), '--json');
    expect(all.code).toBe(0);
    const body = JSON.parse(all.stdout);
    expect(body).toMatchObject({ count: 2, page: 1, pages: 1 });
    expect(body.consents.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    const active = JSON.parse((await cli('consent', 'list', '--account', String(acct.accountId), '--active', '--json')).stdout);
    expect(active.consents.map((c: { id: number }) => c.id)).toEqual([b.id]);
    const byNumber = JSON.parse((await cli('consent', 'list', '--account', String(acct.accountId), '--number', '(415) 555-0101', '--inactive', '--json')).stdout);
    expect(byNumber.consents).toEqual([expect.objectContaining({ id: a.id, revoked_via: 'other' })]);

    const text = await cli('consent', 'list', '--account', String(acct.accountId));
    expect(text.stdout).toContain(`${b.id}  +14155550102  express_written marketing  active  given 2026-01-02T03:04:05Z  web_form https://example.com/f`);
    expect(text.stdout).toMatch(new RegExp(`${a.id}  \\+14155550101  express_written marketing  revoked \\S+ \\(other\\)`));
    expect(text.stdout).toContain('(2 in all; page 1 of 1)');
    expect(helpText()).toContain('consent list --account ID');
  });

  it('refuses a missing or unknown account, clashing switches and a bad number with exit code 1', async () => {
    for (const argv of [
      ['consent', 'list'],
      ['consent', 'list', '--account', '2000000000'],
      ['consent', 'list', '--account', '1', '--active', '--inactive'],
      ['consent', 'list', '--account', '1', '--number', '12'],
      ['consent', 'list', '--account', '1', '--limit', '500'],
      ['consent', 'list', '--account', '1', '--colour', 'red'],
    ]) {
      const r = await cli(...argv, '--json');
      expect([argv.join(' '), r.code]).toEqual([argv.join(' '), 1]);
      expect(JSON.parse(r.stdout).error).toEqual(expect.any(String));
    }
  });
});
