import { apiRoute } from '@/server/http/handler';
import { toolNames } from '@/server/services/tools/names';
import { methods } from '@/server/http/methods';
import { agentResourceSchema, createAgentBody } from '@/server/services/agents/schema';
import { createAgent, toAgentResource } from '@/server/services/agents/service';

/** The providers an agent may name, as its body's schema lists them. */
const agentProviders = createAgentBody.shape.provider.unwrap().options;

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      body: createAgentBody,
      status: 201,
      doc: {
        summary: 'Create an agent',
        description:
          'Creates an agent in the key\'s account, owned by the key\'s user. `tools` is a subset of the ' +
          `${toolNames.length} in-call tools (${toolNames.map((t) => `\`${t}\``).join(', ')}; no repeats); ` +
          `\`provider\` (${agentProviders.map((p) => `\`${p}\``).join(', ')}) picks the voice provider that carries the agent's ` +
          'calls, by default the server\'s VOICE_PROVIDER; one the server has no credentials for is 400 `validation_error`, and ' +
          'it cannot change later. ' +
          '`analysis.extract` names contact context variables of the account. Without `assistant_id`, the simulator makes one up and ' +
          'with Vapi the assistant is created at Vapi from these fields, its tools and its analysis plan (502 `provider_unavailable` ' +
          'and nothing saved when Vapi refuses or cannot be reached). `model` and `voice_id` are among the operator\'s catalogue ' +
          '(AGENT_MODELS, AGENT_VOICES; the enums below). An account has at most MAX_AGENTS_PER_ACCOUNT agents that are not ' +
          'archived (409 `agent_limit_reached`). Takes `Idempotency-Key`.',
        tag: 'Agents',
        response: agentResourceSchema,
        errors: [
          'invalid_json', 'payload_too_large', 'validation_error', 'team_not_found', 'duplicate_assistant_id',
          'agent_limit_reached', 'idempotency_key_in_use', 'idempotency_key_reused', 'provider_unavailable',
        ],
      },
    },
    async ({ db, actor, body }) => toAgentResource(await createAgent(db, actor, body)),
  ),
});
