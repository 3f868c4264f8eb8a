import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/types';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { createCampaign } from './service';
import { dueRecipientsQuery, takeDueNumbers } from './due-recipients';

/**
 * A dispatch pass reads its campaign's few due recipients in order from campaign_recipients_due_idx and stops: a
 * campaign of any size costs each pass the same. Without the index, every pass read and sorted all of them.
 */
let db: Database;
beforeAll(async () => {
  db = await getDb();
});

const NOW = new Date('2026-11-23T18:00:00Z');
const RECIPIENTS = 6000;

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe('due recipients', () => {
  it('come from the due index in order, with no sort of the campaign, the longest waiting first', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550100' }] });
    const { id: campaignId } = await createCampaign(db, await actorOf(acct.userId), {
      name: 'Large', agent_id: acct.agent.id, audience: { contact_ids: [contactId] }, purpose: 'informational', start: false,
    }, NOW);
    // Recipients written as the audience resolution writes them, at volume: some pending, some finished, some waiting
    // for a later attempt; and the planner's statistics renewed as resolution renews them.
    await db.execute(sql`
      insert into campaign_recipients (campaign_id, phone_number, status, next_attempt_at)
      select ${campaignId}, '+1415' || lpad(g::text, 7, '0'),
        case when g % 3 = 0 then 'completed' else 'pending' end,
        case when g % 10 = 1 then ${NOW.toISOString()}::timestamptz - interval '1 hour' when g % 10 = 2 then ${NOW.toISOString()}::timestamptz + interval '1 hour' end
      from generate_series(1, ${RECIPIENTS}) g`);
    await db.execute(sql`analyze campaign_recipients`);

    const query = sql`select * from ${dueRecipientsQuery(db, { id: campaignId, accountId: acct.accountId }, 20, NOW)}`;
    const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
    const raw = Object.values(row)[0];
    const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
    const planNodes = nodes(plan);
    expect(planNodes.some((n) => n['Index Name'] === 'campaign_recipients_due_idx'), JSON.stringify(plan)).toBe(true);
    expect(planNodes.filter((n) => n['Node Type'] === 'Sort'), JSON.stringify(plan)).toEqual([]);

    // Those never tried go first, in order; then those whose next attempt came, the longest waiting first; one whose
    // next attempt is later, or that is finished, is not due.
    const take = (limit: number) => db.transaction((tx) => takeDueNumbers(tx, { id: campaignId, accountId: acct.accountId }, limit, NOW));
    expect((await take(5)).map((r) => r.phoneNumber)).toEqual(['+14150000004', '+14150000005', '+14150000007', '+14150000008', '+14150000010']);
    const g = (phone: string) => Number(phone.slice(5));
    const all = (await take(RECIPIENTS)).map((r) => g(r.phoneNumber));
    const expected = Array.from({ length: RECIPIENTS }, (_, i) => i + 1);
    const never = expected.filter((n) => n % 10 !== 1 && n % 10 !== 2 && n % 3 !== 0);
    const retried = expected.filter((n) => n % 10 === 1);
    expect(all).toEqual([...never, ...retried]);
  });
});
