import type { Vapi } from '@vapi-ai/server-sdk';
import type { ToolDefinition } from '../agent-port';
import type { VapiServerRef } from './credential';
import { vapiFunctionParameters } from './tool-parameters';

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
  return tools.map(({ name, description, parameters }) => {
    const tool: VapiFunctionTool = { type: 'function', function: { name, description, parameters: vapiFunctionParameters(parameters) } };
    return server ? { ...tool, server: { url: server.url, credentialId: server.credentialId } } : tool;
  });
}
