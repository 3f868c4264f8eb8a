import { describe, expect, it } from 'vitest';
import { toolArguments } from '../../tools/arguments';
import { toolDefinitionsOf } from '../../tools/definitions';
import { toolNames } from '../../tools/names';
import { vapiToolDefinitions } from './tool-definitions';

// Vapi refuses an assistant whose tool parameter has no `type` (its JsonSchema requires one, from a closed list).
const VAPI_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

describe('vapiToolDefinitions', () => {
  it.each(toolNames)('%s: every parameter has a type Vapi knows, and what the model sends for it is accepted', (name) => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf([name]), null);
    expect(tool.function.parameters.type).toBe('object');
    for (const schema of Object.values(tool.function.parameters.properties ?? {})) expect(VAPI_TYPES).toContain(schema.type);
  });

  it('offers an appointment id as text, which the arguments accept as they accept the number', () => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf(['cancel_appointment']), null);
    expect(tool.function.parameters.properties!.event_id).toEqual({ type: 'string', minLength: 1, maxLength: 64, description: 'the id of the appointment' });
    expect(toolArguments.cancel_appointment.safeParse({ event_id: '42' }).success).toBe(true);
    expect(toolArguments.cancel_appointment.safeParse({ event_id: 42 }).success).toBe(true);
  });
});
