import { and, count, eq } from 'drizzle-orm';
import { contacts } from '../server/db/schema';
import { actorForUser } from '../server/services/accounts/service';
import { createContact } from '../server/services/contacts/service';
import type { BenchSuite, LoadResult } from './context';
import { besideFloor } from './floor';

/** A valid, distinct US number per request (exchange codes 200–999). */
const phoneFor = (n: number) => `+1415${String(2_000_000 + (n % 7_999_999))}`;

/**
 * Contact writes on PostgreSQL: POST /api/v1/contacts/create (one transaction: the contact, a normalised
 * number, tags found or created) and PATCH /api/v1/contacts/{id}/update merging custom_context keys into one
 * hot contact, so every request queues on the same row lock (the worst case for that endpoint), then the same
 * PATCH over 200 distinct contacts in turn (the cost of the write itself).
 */
export const contactsSuite: BenchSuite = {
  name: 'contacts',
  async run(ctx) {
    const acct = await ctx.newAccount();
    const headers = { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json' };
    let n = 0;
    const create = {
      path: '/api/v1/contacts/create',
      method: 'POST' as const,
      headers,
      body: () => {
        n++;
        return JSON.stringify({
          first_name: `Bench ${n}`,
          last_name: 'Load',
          email: `bench${n}@example.test`,
          company: 'Bench Co',
          tags: ['bench', n % 2 ? 'odd' : 'even'],
          phone_numbers: [{ phone_number: phoneFor(n), phone_type: 'mobile' }],
          custom_context: { plan: 'gold', n },
        });
      },
    };
    await ctx.load({ ...create, title: 'warm-up', duration: 3 });
    const created = await besideFloor(ctx, check(await ctx.load({ ...create, title: 'POST /api/v1/contacts/create' })));

    const hot = await createContact(ctx.db, await actorForUser(ctx.db, acct.userId), {
      first_name: 'Hot',
      phone_numbers: [{ phone_number: '+14155550100' }],
    });
    let m = 0;
    const patch = {
      path: `/api/v1/contacts/${hot.id}/update`,
      method: 'PATCH' as const,
      headers,
      body: () => {
        m++;
        return JSON.stringify({ status: 'contacted', custom_context: { [`k${m % 200}`]: m, last: m }, tags: ['bench'] });
      },
    };
    await ctx.load({ ...patch, title: 'warm-up', duration: 3 });
    const patched = check(await ctx.load({ ...patch, title: 'PATCH /api/v1/contacts/{id}/update' }));

    // The same PATCH spread over distinct contacts: the cost of the write itself, without the row-lock queue.
    const spread: number[] = [];
    for (let i = 0; i < 200; i++) {
      spread.push((await createContact(ctx.db, await actorForUser(ctx.db, acct.userId), { first_name: `Spread ${i}` })).id);
    }
    let k = 0;
    const distinct = await besideFloor(ctx, check(await ctx.load({
      ...patch,
      title: 'PATCH /api/v1/contacts/{id}/update (distinct contacts)',
      perRequestPath: () => `/api/v1/contacts/${spread[k++ % spread.length]}/update`,
    })));

    const [{ written }] = await ctx.db.select({ written: count() }).from(contacts).where(and(eq(contacts.accountId, acct.accountId)));
    for (const r of [created, patched, distinct]) {
      ctx.log(`${r.title.padEnd(56)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  CPU ${r.cpu_ms_per_request} ms/req`);
    }
    ctx.record('contacts', { create: created, patch_one_contact: patched, patch_distinct_contacts: distinct, contacts_written: written });
  },
};

function check(r: LoadResult): LoadResult {
  if (r.non2xx || r.errors) throw new Error(`${r.title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}
