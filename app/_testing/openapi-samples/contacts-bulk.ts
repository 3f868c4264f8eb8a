import { getDb } from '@/server/db/client';
import { runDueJobs } from '@/server/jobs/queue';
import type { TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { api } from './api';
import type { Sample } from './types';

const leadsCsv = 'First name,Last name,Phone,Email,Tags\r\nAda,Lovelace,+442071234567,ada@example.com,"vip, newsletter"\r\nBad,Number,12,,\r\n';
const csvRequest = { rawBody: leadsCsv, headers: { 'content-type': 'text/csv' } };

/** An import of two rows (one rejected), run to the end. */
async function finishedImport(acct: TestAccount): Promise<{ import_id: string }> {
  const { POST } = await import('@/app/api/v1/contacts/imports/route');
  const res = await callRoute(POST, { method: 'POST', path: '/api/v1/contacts/imports', key: acct.key, ...csvRequest });
  if (res.status !== 202) throw new Error(`import answered ${res.status}: ${res.text}`);
  const db = await getDb();
  while ((await runDueJobs(db)) > 0);
  return { import_id: String(res.body.id) };
}

const contactId = async (acct: TestAccount) =>
  String((await api<{ id: number }>(acct, 'POST', '/api/v1/contacts/create', { body: { first_name: 'Grace', phone_numbers: [{ phone_number: '+14155550123' }] } })).id);

export const contactBulkSamples: Sample[] = [
  {
    method: 'POST',
    path: '/api/v1/contacts/bulk',
    name: 'creates and updates with per-row results',
    status: 200,
    request: async (acct) => {
      await contactId(acct);
      return {
        body: {
          match_on: 'phone',
          contacts: [
            { first_name: 'Ada', email: 'ada@example.com', phone_numbers: [{ phone_number: '+442071234567' }], tags: ['vip'] },
            { company: 'Navy', phone_numbers: [{ phone_number: '+1 415 555 0123' }], custom_context: { rank: 'admiral' } },
            { first_name: 'Bad', phone_numbers: [{ phone_number: '12' }] },
          ],
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/contacts/bulk',
    name: 'refuses more than 1,000 rows',
    status: 400,
    request: () => ({ body: { contacts: Array.from({ length: 1001 }, (_, i) => ({ first_name: `P${i}` })) } }),
  },
  { method: 'POST', path: '/api/v1/contacts/imports', name: 'queues a CSV import', status: 202, request: () => ({ ...csvRequest, query: 'file_name=leads.csv' }) },
  {
    method: 'POST',
    path: '/api/v1/contacts/imports',
    name: 'refuses a mapping naming an unknown field',
    status: 400,
    request: () => ({ ...csvRequest, query: `mapping=${encodeURIComponent(JSON.stringify({ 'First name': 'first_name', Phone: 'fax' }))}` }),
  },
  { method: 'POST', path: '/api/v1/contacts/imports', name: 'refuses a body that is not CSV', status: 415, request: () => ({ body: { first_name: 'Ada' } }) },
  { method: 'GET', path: '/api/v1/contacts/imports/{import_id}', name: 'reads a finished import', status: 200, request: async (acct) => ({ params: await finishedImport(acct) }) },
  { method: 'GET', path: '/api/v1/contacts/imports/{import_id}', name: 'answers not_found', status: 404, request: () => ({ params: { import_id: '999999999' } }) },
  {
    method: 'GET',
    path: '/api/v1/contacts/imports/{import_id}/errors.csv',
    name: 'downloads the error report',
    status: 200,
    request: async (acct) => ({ params: await finishedImport(acct) }),
  },
  {
    method: 'GET',
    path: '/api/v1/contacts/export.csv',
    name: 'exports the filtered contacts',
    status: 200,
    request: async (acct) => {
      await contactId(acct);
      return { query: 'q=grace' };
    },
  },
  { method: 'GET', path: '/api/v1/contacts/export.csv', name: 'refuses an unknown status', status: 400, request: () => ({ query: 'status=nope' }) },
  { method: 'DELETE', path: '/api/v1/contacts/{contact_id}', name: 'deletes a contact', status: 200, request: async (acct) => ({ params: { contact_id: await contactId(acct) } }) },
  { method: 'DELETE', path: '/api/v1/contacts/{contact_id}', name: 'answers not_found', status: 404, request: () => ({ params: { contact_id: '999999999' } }) },
];
