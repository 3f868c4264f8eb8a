import { z } from 'zod';
import { toolArguments, toolDescriptions } from './arguments';
import type { ToolName } from './names';

/** A Vapi function tool whose calls are sent to this app's server URL as `tool-calls` messages. */
export interface VapiFunctionTool {
  type: 'function';
  function: { name: ToolName; description: string; parameters: Record<string, unknown> };
  server: { url: string };
}

/** The agent's tools as Vapi function tools (the assistant's `model.tools`), served at `serverUrl`. */
export function vapiToolDefinitions(names: readonly ToolName[], serverUrl: string): VapiFunctionTool[] {
  return names.map((name) => {
    const { $schema: _schema, ...parameters } = z.toJSONSchema(toolArguments[name], { io: 'input' }) as Record<string, unknown>;
    return { type: 'function', function: { name, description: toolDescriptions[name], parameters }, server: { url: serverUrl } };
  });
}
