import { describe, expect, it } from 'vitest';
import { toolArguments } from '../../tools/arguments';
import { toolDefinitionsOf } from '../../tools/definitions';
import { toolNames } from '../../tools/names';
import { vapiToolDefinitions } from './tool-definitions';

// Vapi refuses an assistant whose tool parameter has no `type` (its JsonSchema requires one, from a closed list).
const VAPI_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];
// The keywords of Vapi's JsonSchema (@vapi-ai/server-sdk's Vapi.JsonSchema and Vapi's OpenAPI document).
const VAPI_KEYWORDS = new Set(['type', 'items', 'properties', 'description', 'pattern', 'format', 'required', 'enum', 'title']);

/** Every keyword of a schema tree, with where it sits, walking properties and items as Vapi's JsonSchema nests them. */
function keywordsOf(schema: Record<string, unknown>, at = ''): string[] {
  const own = Object.keys(schema).map((k) => `${at}${k}`);
  const props = Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)
    .flatMap(([name, s]) => keywordsOf(s, `${at}properties.${name}.`));
  const items = schema.items ? keywordsOf(schema.items as Record<string, unknown>, `${at}items.`) : [];
  return [...own, ...props, ...items];
}

describe('vapiToolDefinitions', () => {
  it.each(toolNames)('%s: every parameter has a type Vapi knows, and what the model sends for it is accepted', (name) => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf([name]), null);
    expect(tool.function.parameters.type).toBe('object');
    for (const schema of Object.values(tool.function.parameters.properties ?? {})) expect(VAPI_TYPES).toContain(schema.type);
  });

  it.each(toolNames)('%s: the parameters use only the keywords of Vapi\'s JsonSchema', (name) => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf([name]), null);
    const outside = keywordsOf(tool.function.parameters as unknown as Record<string, unknown>)
      .filter((path) => !VAPI_KEYWORDS.has(path.split('.').pop()!));
    expect(outside).toEqual([]);
  });

  it('offers an appointment id as text, which the arguments accept as they accept the number', () => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf(['cancel_appointment']), null);
    expect(tool.function.parameters.properties.event_id).toEqual({ type: 'string', description: 'the id of the appointment (1 to 64 characters)' });
    expect(toolArguments.cancel_appointment.safeParse({ event_id: '42' }).success).toBe(true);
    expect(toolArguments.cancel_appointment.safeParse({ event_id: 42 }).success).toBe(true);
  });

  it('tells the model the ranges and lengths in the description, and keeps pattern and format', () => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf(['book_appointment']), null);
    const p = tool.function.parameters.properties;
    expect(p.duration_minutes).toEqual({ type: 'integer', description: 'length in minutes; default 30 (1 to 180)' });
    expect(p.title.description).toBe('a short title for the appointment (1 to 200 characters)');
    expect(p.notes.description).toBe('anything the caller said that the business should know (at most 2000 characters)');
    expect(p.start_time).toMatchObject({ type: 'string', format: 'date-time', pattern: expect.any(String) });
    expect(tool.function.parameters.required).toEqual(['start_time']);
  });

  it('offers free-form variables as an object, their names and values left to the server\'s check', () => {
    const [tool] = vapiToolDefinitions(toolDefinitionsOf(['update_contact']), null);
    expect(tool.function.parameters.properties.variables).toEqual({ type: 'object', description: 'contact context variables by name, typed as their definitions' });
    expect(tool.function.parameters.properties.status.enum).toContain('callback_requested');
  });
});
