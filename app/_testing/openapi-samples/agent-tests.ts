import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import { agentBody } from './agents';
import type { Sample } from './types';

export const agentTestBody = {
  name: 'books a visit',
  caller: { lines: ['Hi, can I book a visit tomorrow at 10?', 'Thanks, bye.'] },
  contact: { first_name: 'Ada', custom_context: { plan: 'gold' } },
  expect: { booked: { within_days: 7 }, opted_out: false, said: ['recorded'], not_said: ['guarantee'], max_turns: 6 },
};

const newAgentId = async (acct: TestAccount) => String((await api(acct, 'POST', '/api/v1/agents/create', { body: agentBody })).id);

const newTest = async (acct: TestAccount) => {
  const id = await newAgentId(acct);
  const { test } = await api(acct, 'POST', '/api/v1/agents/{id}/tests', { params: { id }, body: agentTestBody });
  return { id, test_id: String(test.id) };
};

const missingAgent = { params: { id: '999999999' } };

/** Conversation tests of an agent, and their runs. */
export const agentTestSamples: Sample[] = [
  {
    method: 'POST', path: '/api/v1/agents/{id}/tests', name: 'adds a scripted test', status: 201,
    request: async (acct) => ({ params: { id: await newAgentId(acct) }, body: agentTestBody }),
  },
  {
    method: 'POST', path: '/api/v1/agents/{id}/tests', name: 'adds a persona test', status: 201,
    request: async (acct) => ({
      params: { id: await newAgentId(acct) },
      body: { name: 'asks to stop', caller: { persona: 'A retiree tired of calls', goal: 'never be called again', max_turns: 4 }, expect: { opted_out: true, booked: false } },
    }),
  },
  { method: 'POST', path: '/api/v1/agents/{id}/tests', name: 'answers not_found', status: 404, request: () => ({ ...missingAgent, body: agentTestBody }) },
  { method: 'GET', path: '/api/v1/agents/{id}/tests', name: "lists an agent's tests", status: 200, request: async (acct) => ({ params: { id: (await newTest(acct)).id } }) },
  { method: 'GET', path: '/api/v1/agents/{id}/tests', name: 'answers not_found', status: 404, request: () => missingAgent },
  { method: 'GET', path: '/api/v1/agents/{id}/tests/{test_id}', name: 'reads a test', status: 200, request: async (acct) => ({ params: await newTest(acct) }) },
  { method: 'GET', path: '/api/v1/agents/{id}/tests/{test_id}', name: 'answers not_found', status: 404, request: async (acct) => ({ params: { id: await newAgentId(acct), test_id: '999999999' } }) },
  {
    method: 'PATCH', path: '/api/v1/agents/{id}/tests/{test_id}', name: 'changes a test', status: 200,
    request: async (acct) => ({ params: await newTest(acct), body: { name: 'books a morning visit', expect: { booked: { within_days: 3 } } } }),
  },
  { method: 'DELETE', path: '/api/v1/agents/{id}/tests/{test_id}', name: 'deletes a test', status: 200, request: async (acct) => ({ params: await newTest(acct) }) },
  {
    method: 'POST', path: '/api/v1/agents/{id}/tests/run', name: "runs an agent's tests", status: 202,
    request: async (acct) => ({ params: { id: (await newTest(acct)).id }, body: {} }),
  },
  { method: 'POST', path: '/api/v1/agents/{id}/tests/run', name: 'answers not_found', status: 404, request: () => ({ ...missingAgent, body: {} }) },
  {
    method: 'GET', path: '/api/v1/test-runs/{id}', name: 'reads a test run', status: 200,
    request: async (acct) => {
      const { id } = await newTest(acct);
      const { run } = await api(acct, 'POST', '/api/v1/agents/{id}/tests/run', { params: { id }, body: {} });
      return { params: { id: String(run.id) } };
    },
  },
  { method: 'GET', path: '/api/v1/test-runs/{id}', name: 'answers not_found', status: 404, request: () => ({ params: { id: '999999999' } }) },
];
