import { getDb } from '../../db/client';
import { archiveAgent } from '../../services/agents/archive';
import { createAgent } from '../../services/agents/service';
import { actorOf, type TestAccount } from '../../testing/fixtures';
import type { Sample } from './types';

const agentParams = async (acct: TestAccount, archived = false) => {
  const db = await getDb();
  const owner = await actorOf(acct.userId);
  const agent = await createAgent(db, owner, { name: 'Seasonal', phone_number: '+14155550100' });
  if (archived) await archiveAgent(db, owner, agent.id);
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
];
