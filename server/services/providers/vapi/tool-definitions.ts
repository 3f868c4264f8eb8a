import type { Vapi } from '@vapi-ai/server-sdk';
import type { ToolDefinition } from '../agent-port';
import type { VapiServerRef } from './credential';

/**
 * A Vapi function tool (the SDK's tool item of an OpenAI model) whose calls Vapi sends as `tool-calls` messages to
 * its server: this app's events URL, signed with the deployment's credential.
 */
export type VapiFunctionTool = Vapi.OpenAiModelToolsItem.Function & {
  function: Vapi.OpenAiFunction & { name: string; description: string; parameters: Vapi.OpenAiFunctionParameters };
};

/**
 * The agent's tools as Vapi function tools (the assistant's `model.tools`), each with `server` (URL and
 * credentialId), as Vapi authenticates a tool's server by the tool's own credential. Without a server (no
 * PUBLIC_BASE_URL) the tools have none, and Vapi sends their calls to the organization's server URL.
 */
export function vapiToolDefinitions(tools: readonly ToolDefinition[], server: VapiServerRef | null): VapiFunctionTool[] {
  return tools.map(({ name, description, parameters: schema }) => {
    const parameters = { ...schema, properties: vapiProperties(schema.properties as Record<string, Record<string, unknown>>) };
    const tool: VapiFunctionTool = {
      type: 'function',
      function: { name, description, parameters: parameters as unknown as Vapi.OpenAiFunctionParameters },
    };
    return server ? { ...tool, server: { url: server.url, credentialId: server.credentialId } } : tool;
  });
}

/**
 * Vapi's JSON schema of a tool parameter requires a `type`: a parameter that takes one of several types (an
 * appointment id as a number or as text) is offered to the model as text, with the text branch's limits, which its
 * argument schema accepts too.
 */
function vapiProperties(properties: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => {
      if (schema.type !== undefined || !Array.isArray(schema.anyOf)) return [key, schema];
      const { anyOf, ...rest } = schema;
      const text = (anyOf as Record<string, unknown>[]).find((branch) => branch.type === 'string') ?? {};
      return [key, { ...text, ...rest, type: 'string' }];
    }),
  );
}
