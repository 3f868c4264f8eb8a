import { actorForUser } from '../../services/accounts/service';
import { importProviderResource } from '../../services/agents/provider-resources';
import { createAgent } from '../../services/agents/service';
import type { ToolName } from '../../services/tools/names';
import { optionalId, optionalString, requireId, requireString, usageError, type Command, type Flags } from '../command';

/** `--tools a,b`: the names as given (the agents service checks each one and refuses repeats). */
function optionalTools(flags: Flags): ToolName[] | undefined {
  const v = optionalString(flags, 'tools');
  return v === undefined ? undefined : (v.split(',').map((t) => t.trim()).filter(Boolean) as ToolName[]);
}

export const agentCommands: Command[] = [
  {
    name: ['agent', 'create'],
    usage:
      'agent create --user ID --name N [--phone E164] [--team ID] [--role outbound|inbound] [--model M] [--voice V] ' +
      '[--instructions TEXT] [--first-message TEXT] [--assistant-id ID] [--phone-number-id ID] [--tools a,b] [--shared] ' +
      '[--purpose marketing|informational] (the purpose of its assistant (MCP) calls; an owner or admin user only)',
    options: ['user', 'name', 'phone', 'team', 'role', 'model', 'voice', 'instructions', 'first-message', 'assistant-id', 'phone-number-id', 'tools', 'purpose'],
    async run(db, f) {
      const actor = await actorForUser(db, requireId(f, 'user'));
      const agent = await createAgent(db, actor, {
        name: requireString(f, 'name'),
        phone_number: optionalString(f, 'phone'),
        team_id: optionalId(f, 'team'),
        role: optionalString(f, 'role') as 'outbound' | undefined,
        model: optionalString(f, 'model'),
        voice_id: optionalString(f, 'voice'),
        instructions: optionalString(f, 'instructions'),
        first_message: optionalString(f, 'first-message'),
        assistant_id: optionalString(f, 'assistant-id'),
        provider_phone_number_id: optionalString(f, 'phone-number-id'),
        shared_with_clients: f.shared === true,
        tools: optionalTools(f),
        purpose: optionalString(f, 'purpose') as 'marketing' | undefined,
      });
      return { id: agent.id, assistant_id: agent.assistantId };
    },
  },
  {
    name: ['provider', 'import'],
    usage: 'provider import --account ID (--assistant-id ID | --phone-number-id ID) [--provider vapi|retell] → { account_id, kind, provider_id, server_url? | inbound_webhook_url? } (a number is pointed at this server; with Retell a number\'s id is the number itself and an agent id is a Retell agent_id)',
    options: ['account', 'assistant-id', 'phone-number-id', 'provider'],
    run(db, f) {
      const assistant = optionalString(f, 'assistant-id');
      const phone = optionalString(f, 'phone-number-id');
      const provider = optionalString(f, 'provider');
      if (Boolean(assistant) === Boolean(phone)) throw usageError('give exactly one of --assistant-id and --phone-number-id');
      if (provider !== undefined && provider !== 'vapi' && provider !== 'retell') throw usageError('--provider is vapi or retell');
      return importProviderResource(db, requireId(f, 'account'), assistant ? 'assistant' : 'phone_number', (assistant ?? phone)!, provider);
    },
  },
];
