import type { Actor } from '../../auth/actor';
import { config } from '../../config';
import type { Database } from '../../db/types';
import { AppError, parseInput } from '../../errors';
import { getVisibleAgentOrThrow } from '../agents/service';
import { requirePhone } from '../compliance/do-not-call';
import { answerInboundCall } from '../calls/inbound';
import { toCallDto } from '../calls/payload';
import { playInboundCall } from '../providers/simulator/driver';
import { simulateInboundInput, type CallDto, type SimulateInboundInput } from '../calls/schema';

/**
 * Plays an inbound call from `from` to an inbound agent through the simulator: recorded by the same inbound service
 * as Vapi's assistant-request (contact found or saved, variables, hold, live-call cap), then answered by the
 * simulator's script. The route exists only while the simulator is the provider.
 */
/** Whether inbound calls can be simulated here: the simulator is the voice provider. */
export const inboundSimulationAvailable = () => config.VOICE_PROVIDER === 'simulator';

export async function simulateInboundCall(db: Database, actor: Actor, input: SimulateInboundInput, now = new Date()): Promise<CallDto> {
  if (!inboundSimulationAvailable()) throw new AppError('not_found', 'Inbound calls are simulated only while the simulator is the voice provider.');
  const data = parseInput(simulateInboundInput, input);
  const from = requirePhone(data.from);
  const agent = await getVisibleAgentOrThrow(db, actor, data.agent_id);
  if (agent.archivedAt) throw new AppError('agent_not_found', `Agent ${agent.id} is archived and answers no calls.`);
  if (agent.role !== 'inbound') throw new AppError('agent_not_inbound', `Agent ${agent.id} is an outbound agent and answers no calls; give it the inbound role first.`);
  if (!agent.phoneNumber) throw new AppError('no_phone_number', `Agent ${agent.id} has no assigned phone number to be called on.`);
  const { call } = await answerInboundCall(db, {
    agent, from, provider: 'simulator', providerCallId: null, now,
    onRecorded: (tx, row) => playInboundCall(tx, row.id, now),
  });
  return toCallDto(call, agent);
}
