import { z } from 'zod';
import type { ToolDefinition } from '../providers/agent-port';
import { toolArguments, toolDescriptions } from './arguments';
import type { ToolName } from './names';

/**
 * The agent's tools as a voice provider is given them, in the agent's order: each one's name, its description and
 * the JSON schema of its arguments (toolArguments as input), so the model is told exactly what the server accepts.
 */
export function toolDefinitionsOf(names: readonly ToolName[]): ToolDefinition[] {
  return names.map((name) => {
    const { $schema: _schema, ...parameters } = z.toJSONSchema(toolArguments[name], { io: 'input' }) as Record<string, unknown>;
    return { name, description: toolDescriptions[name], parameters };
  });
}
