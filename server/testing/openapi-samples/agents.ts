import { getDb } from '../../db/client';
import { createAgent } from '../../services/agents/service';
import { actorOf } from '../../testing/fixtures';
import type { Sample } from './types';

export const agentSamples: Sample[] = [
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
