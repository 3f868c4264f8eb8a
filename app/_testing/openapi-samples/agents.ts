import { getDb } from '@/server/db/client';
import { archiveAgent } from '@/server/services/agents/archive';
import { createAgent, updateAgent } from '@/server/services/agents/service';
import { actorOf, type TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

export const agentBody = {
  name: 'Front desk',
  role: 'inbound',
  phone_number: '+14155550142',
  instructions: 'Greet {{first_name}} and book a visit.',
  first_message: 'Hello!',
  tools: ['check_availability', 'book_appointment'],
  analysis: { summary: true, success_criteria: 'A visit is booked.', extract: ['city'] },
  save_unknown_callers: false,
};

const newAgent = async (acct: TestAccount) => ({ id: String((await api(acct, 'POST', '/api/v1/agents/create', { body: agentBody })).id) });

const agentParams = async (acct: TestAccount, archived = false) => {
  const db = await getDb();
  const owner = await actorOf(acct.userId);
  const agent = await createAgent(db, owner, { name: 'Seasonal', phone_number: '+14155550100' });
  if (archived) await archiveAgent(db, owner, agent.id);
  return { params: { id: String(agent.id) } };
};

/** An agent at version 2: its instructions changed once after it was created. */
const editedAgentParams = async (acct: TestAccount) => {
  const db = await getDb();
  const owner = await actorOf(acct.userId);
  const agent = await createAgent(db, owner, { name: 'Seasonal', instructions: 'Offer the spring visit.' });
  await updateAgent(db, owner, agent.id, { instructions: 'Offer the summer visit.', first_message: 'Hi, {{first_name}}!' });
  return { params: { id: String(agent.id) } };
};

export const agentSamples: Sample[] = [
  { method: 'POST', path: '/api/v1/agents/{id}/archive', name: 'archives an agent', status: 200, request: (acct) => agentParams(acct) },
  { method: 'POST', path: '/api/v1/agents/{id}/archive', name: 'names no agent for an unknown id', status: 404, request: async () => ({ params: { id: '999999999' } }) },
  { method: 'POST', path: '/api/v1/agents/{id}/unarchive', name: 'unarchives an agent', status: 200, request: (acct) => agentParams(acct, true) },
  {
    method: 'GET',
    path: '/api/v1/agents',
    name: 'lists agents',
    status: 200,
    request: async (acct) => {
      const owner = await actorOf(acct.userId);
      await createAgent(await getDb(), owner, { name: 'Sales', phone_number: '+14155550100' });
      await createAgent(await getDb(), owner, { name: 'Support', role: 'inbound' });
      return {};
    },
  },
  { method: 'POST', path: '/api/v1/agents/create', name: 'creates an agent', status: 201, request: () => ({ body: agentBody }) },
  {
    method: 'POST',
    path: '/api/v1/agents/create',
    name: 'refuses an unknown tool',
    status: 400,
    request: () => ({ body: { ...agentBody, tools: ['teleport'] } }),
  },
  { method: 'GET', path: '/api/v1/agents/{id}', name: 'reads an agent', status: 200, request: async (acct) => ({ params: await newAgent(acct) }) },
  { method: 'GET', path: '/api/v1/agents/{id}', name: 'answers agent_not_found', status: 404, request: () => ({ params: { id: '999999999' } }) },
  {
    method: 'PATCH',
    path: '/api/v1/agents/{id}',
    name: 'updates an agent',
    status: 200,
    request: async (acct) => ({ params: await newAgent(acct), body: { tools: ['opt_out'], analysis: null, save_unknown_callers: true } }),
  },
  { method: 'GET', path: '/api/v1/agents/{id}/versions', name: "lists an agent's versions", status: 200, request: (acct) => editedAgentParams(acct) },
  { method: 'GET', path: '/api/v1/agents/{id}/versions', name: 'answers agent_not_found', status: 404, request: () => ({ params: { id: '999999999' } }) },
  {
    method: 'POST',
    path: '/api/v1/agents/{id}/versions/{n}/restore',
    name: 'restores version 1 as a new version',
    status: 200,
    request: async (acct) => ({ params: { ...(await editedAgentParams(acct)).params, n: '1' } }),
  },
  {
    method: 'POST',
    path: '/api/v1/agents/{id}/versions/{n}/restore',
    name: 'answers not_found for an unknown version',
    status: 404,
    request: async (acct) => ({ params: { ...(await agentParams(acct)).params, n: '7' } }),
  },
];
