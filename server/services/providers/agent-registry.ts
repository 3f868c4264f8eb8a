import type { VoiceProviderName } from '../../db/schema';
import type { AgentProvisioning } from './agent-port';
import { retellAgents } from './retell/agents';
import { simulatorAgents } from './simulator/agents';
import { vapiAgents } from './vapi/agents';

const provisioning: Record<VoiceProviderName, AgentProvisioning> = { simulator: simulatorAgents, vapi: vapiAgents, retell: retellAgents };

/** The agents part of a voice provider: what an agent is at `name` (agent-port.ts). */
export function agentProvisioningFor(name: VoiceProviderName): AgentProvisioning {
  return provisioning[name];
}
