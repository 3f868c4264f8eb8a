import { describe, expect, it } from 'vitest';
import { keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getOne } from './[contact_id]/route';
import { POST as createRoute } from './create/route';
import { GET, POST } from './route';

async function create(key: string, body: Record<string, unknown>): Promise<number> {
  const res = await callRoute(createRoute, { method: 'POST', path: '/api/v1/contacts/create', key, body });
  expect(res.status).toBe(201);
  return res.body.id;
}
const list = (key: string, query = '') => callRoute(GET, { path: `/api/v1/contacts${query}`, key });
const names = (res: { body: { contacts: { first_name: string }[] } }) => res.body.contacts.map((c) => c.first_name);

describe('GET /api/v1/contacts', () => {
  it('matches a query with a rare word as a whole, though the index looks up that word alone', async () => {
    const acct = await newAccount();
    await create(acct.key, { first_name: 'Ana', company: 'Acme 4217' });
    await create(acct.key, { first_name: 'Bruno', company: 'ACME 42170 Ltd' });
    await create(acct.key, { first_name: 'Carla', company: '4217 Acme' });
    await create(acct.key, { first_name: 'Dan', email: 'x4217@acme.test' });
    await create(acct.key, { first_name: 'Eve', company: 'Acme_4217' });
    expect(names(await list(acct.key, '?q=acme%204217'))).toEqual(['Bruno', 'Ana']);
    expect(names(await list(acct.key, '?q=4217%20Acme'))).toEqual(['Carla']);
    expect(names(await list(acct.key, '?q=me%2042170%20L'))).toEqual(['Bruno']);
    expect(names(await list(acct.key, '?q=4217'))).toEqual(['Eve', 'Dan', 'Carla', 'Bruno', 'Ana']);
  });

  it('lists visible contacts newest first, with search, filters and paging', async () => {
    const acct = await newAccount();
    await create(acct.key, { first_name: 'Ana', last_name: 'Silva', email: 'ana@clinic.test', tags: ['VIP'], phone_numbers: [{ phone_number: '+14155550101' }] });
    await create(acct.key, { first_name: 'Bruno', company: 'Silvaco', status: 'contacted', stage: 'customer' });
    await create(acct.key, { first_name: 'Carla', email: 'carla@x.test', tags: ['vip', 'late'], status: 'contacted' });
    await create(acct.key, { first_name: 'Dan_%', phone_numbers: [{ phone_number: '+442071838750' }] });

    const all = await list(acct.key);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 4, page: 1, limit: 20, pages: 1 });
    expect(names(all)).toEqual(['Dan_%', 'Carla', 'Bruno', 'Ana']);
    expect(all.body.contacts[3]).toMatchObject({ tags: ['VIP'], phone_numbers: [{ phone_number: '+14155550101', primary: true }] });

    expect(names(await list(acct.key, '?q=silva'))).toEqual(['Bruno', 'Ana']);
    expect(names(await list(acct.key, '?q=Ana%20Silva'))).toEqual(['Ana']);
    expect(names(await list(acct.key, '?q=CLINIC'))).toEqual(['Ana']);
    expect(names(await list(acct.key, '?q=(415)%20555-0101'))).toEqual(['Ana']);
    expect(names(await list(acct.key, '?q=2071838750'))).toEqual(['Dan_%']);
    expect(names(await list(acct.key, '?q=_%25'))).toEqual(['Dan_%']);
    expect(names(await list(acct.key, '?tag=vip'))).toEqual(['Carla', 'Ana']);
    expect(names(await list(acct.key, '?tag=LATE'))).toEqual(['Carla']);
    expect(names(await list(acct.key, '?status=contacted'))).toEqual(['Carla', 'Bruno']);
    expect(names(await list(acct.key, '?status=contacted&stage=customer'))).toEqual(['Bruno']);
    expect(names(await list(acct.key, '?q=nobody'))).toEqual([]);
    // A query with letters is not compared to the numbers' digits: "Suite 4155" is nobody's, though Ana's number holds 4155.
    expect(names(await list(acct.key, '?q=Suite%204155'))).toEqual([]);
    expect(names(await list(acct.key, '?q=%2B1.415.555'))).toEqual(['Ana']);

    const page2 = await list(acct.key, '?limit=3&page=2');
    expect(page2.body).toMatchObject({ count: 4, page: 2, limit: 3, pages: 2 });
    expect(names(page2)).toEqual(['Ana']);
    expect((await list(acct.key, '?limit=3&page=3')).body.contacts).toEqual([]);
  });

  it('pages by cursor through the same filtered order, and says whether the count is exact', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    for (const n of [1, 2, 3, 4, 5]) await create(acct.key, { first_name: `Eve ${n}`, tags: n % 2 ? ['odd'] : [], phone_numbers: [{ phone_number: `+1415555010${n}` }] });
    await create(other.key, { first_name: 'Eve 9', tags: ['odd'] });

    const first = await list(acct.key, '?tag=odd&limit=2');
    expect(first.body).toMatchObject({ count: 3, count_exact: true, page: 1, limit: 2, pages: 2 });
    expect(names(first)).toEqual(['Eve 5', 'Eve 3']);
    const second = await list(acct.key, `?tag=odd&limit=2&cursor=${first.body.next_cursor}`);
    expect(names(second)).toEqual(['Eve 1']);
    expect(second.body).toMatchObject({ count: 3, next_cursor: null });
    // The cursor and page answer the same items; a cursor only ever narrows the account's own list.
    const byPage = await list(acct.key, '?tag=odd&limit=2&page=2');
    expect(names(byPage)).toEqual(names(second));
    expect(names(await list(acct.key, `?q=(415)%20555-0102&cursor=${first.body.next_cursor}`))).toEqual(['Eve 2']);
    expect(names(await list(other.key, `?cursor=${first.body.next_cursor}`))).toEqual([]);
  });

  it.each(['?cursor=abc', '?cursor=0', '?cursor=99999999999', '?cursor=1.5'])('answers validation_error for %s', async (query) => {
    const acct = await newAccount();
    const res = await list(acct.key, query);
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
  });

  it.each(['?page=0', '?page=abc', '?limit=0', '?limit=101', '?limit=2.5', '?status=happy', '?stage=x'])(
    'answers validation_error for %s',
    async (query) => {
      const acct = await newAccount();
      const res = await list(acct.key, query);
      expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
      expect(res.body.details).toHaveLength(1);
    },
  );

  it('shows a member only contacts with no team or an accessible team, and never another account', async () => {
    const acct = await newAccount();
    const stranger = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const open = await newTeam(acct.accountId, 'Open', [member.userId]);
    const closed = await newTeam(acct.accountId, 'Closed');
    await create(acct.key, { first_name: 'NoTeam' });
    await create(acct.key, { first_name: 'Open', team_id: open });
    await create(acct.key, { first_name: 'Closed', team_id: closed });
    await create(stranger.key, { first_name: 'Stranger' });
    expect(names(await list(member.key))).toEqual(['Open', 'NoTeam']);
    expect(names(await list(acct.key))).toEqual(['Closed', 'Open', 'NoTeam']);
    expect(names(await list(stranger.key))).toEqual(['Stranger']);
  });

  it('needs can_read_contacts', async () => {
    const acct = await newAccount();
    const key = await keyWith(acct.userId, ['can_write_contacts']);
    expect((await list(key)).body.error).toBe('permission_denied');
    const post = await callRoute(POST, { method: 'POST', path: '/api/v1/contacts', key: acct.key, body: {} });
    expect(post.status).toBe(405);
  });
});

describe('GET /api/v1/contacts/{id}', () => {
  const get = (key: string, id: number | string) => callRoute(getOne, { path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } });

  it('answers the full contact itself', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, { first_name: 'Ana', tags: ['b', 'A'], phone_numbers: [{ phone_number: '4155550101', phone_type: 'mobile' }] });
    const res = await get(acct.key, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id, first_name: 'Ana', last_name: null, full_name: 'Ana', email: null, company: null, website: null, address: null,
      city: null, state: null, zip_code: null, timezone: null, country: 'US', status: 'not_contacted', stage: 'lead', team_id: null,
      owner_user_id: acct.userId, tags: ['A', 'b'],
      phone_numbers: [{ id: expect.any(Number), phone_number: '+14155550101', phone_type: 'mobile', primary: true, do_not_call: false }],
      custom_context: {}, industry_context: {}, external_ids: {},
      created_at: expect.any(String), updated_at: expect.any(String),
    });
  });

  it('answers not_found for another account, an invisible team, a missing or malformed id', async () => {
    const acct = await newAccount();
    const stranger = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const closed = await newTeam(acct.accountId, 'Closed');
    const hidden = await create(acct.key, { first_name: 'Hidden', team_id: closed });
    const theirs = await create(stranger.key, { first_name: 'Theirs' });
    for (const [key, id] of [[acct.key, theirs], [member.key, hidden], [acct.key, 999_999], [acct.key, 'x1']] as const) {
      const res = await get(key, id);
      expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    }
  });
});
