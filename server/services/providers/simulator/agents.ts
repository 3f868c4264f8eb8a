import { AppError } from '../../../errors';
import type { AgentConnection, AgentProvisioning } from '../agent-port';

/** The simulator holds no agents: nothing is made, sent or pointed, and an agent's ids are its own to choose. */
const connection: AgentConnection = {
  ready: async () => connection,
  create: async () => null,
  update: async () => {},
  discard: async () => {},
  serveInboundNumber: async () => false,
};

export const simulatorAgents: AgentProvisioning = {
  label: 'Simulator (simulated calls)',
  ownsProviderIds: false,
  credentialSetting: null,
  configured: () => true,
  connect: () => connection,
  async importResource() {
    throw new AppError('usage', 'The simulator has no resources to import.');
  },
};
