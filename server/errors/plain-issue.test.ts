import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstProblem } from './app-error';
import { zodDetails } from './validation';

const problems = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return zodDetails(parsed.error);
};
const first = (schema: z.ZodType, input: unknown) => firstProblem(problems(schema, input));

describe('validation messages in plain words', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['a missing field', z.object({ name: z.string() }), {}, 'name is required'],
    ['a null field', z.object({ name: z.string() }), { name: null }, 'name is required'],
    ['a number for text', z.object({ name: z.string() }), { name: 5 }, 'name must be text'],
    ['text for a number', z.object({ n: z.number() }), { n: 'x' }, 'n must be a number'],
    ['a fraction for a whole number', z.object({ n: z.number().int() }), { n: 1.5 }, 'n must be a whole number'],
    ['text for a flag', z.object({ on: z.boolean() }), { on: 'yes' }, 'on must be true or false'],
    ['an unknown option', z.object({ k: z.enum(['a', 'b']) }), { k: 'c' }, 'k must be one of: a, b'],
    ['a literal', z.object({ k: z.literal('x') }), { k: 'y' }, 'k must be x'],
    ['empty text', z.object({ name: z.string().min(1) }), { name: '' }, 'name must not be empty'],
    ['short text', z.object({ name: z.string().min(3) }), { name: 'ab' }, 'name must be at least 3 characters'],
    ['long text', z.object({ name: z.string().max(2) }), { name: 'abc' }, 'name must be at most 2 characters'],
    ['an empty list', z.object({ l: z.array(z.string()).min(1) }), { l: [] }, 'l must have at least 1 item'],
    ['a long list', z.object({ l: z.array(z.string()).max(2) }), { l: ['a', 'b', 'c'] }, 'l must have at most 2 items'],
    ['a small number', z.object({ n: z.number().min(1) }), { n: 0 }, 'n must be at least 1'],
    ['a big number', z.object({ n: z.number().lt(5) }), { n: 5 }, 'n must be less than 5'],
    ['a bad email', z.object({ e: z.email() }), { e: 'x' }, 'e must be a valid email address'],
    ['a bad date-time', z.object({ at: z.iso.datetime() }), { at: 'soon' }, 'at must be an ISO 8601 date-time, such as 2026-05-01T14:30:00Z'],
    ['a nested item', z.object({ l: z.array(z.object({ x: z.string() })) }), { l: [{ x: 1 }] }, 'l.0.x must be text'],
    ['an unknown field', z.object({}).strict(), { extra: 1 }, 'The request does not take the field extra'],
  ];
  it.each(cases)('%s', (_, schema, input, message) => {
    const text = first(schema, input);
    expect(text).toBe(message);
    expect(text).not.toMatch(/Invalid input|expected \w+, received|Too (small|big)/);
  });

  it("keeps a schema's own message", () => {
    expect(first(z.object({ e: z.string().regex(/@/, 'must be a valid email address') }), { e: 'x' })).toBe('e must be a valid email address');
    expect(first(z.object({ t: z.string().refine(() => false, 'Pick a tier') }), { t: 'x' })).toBe('t: Pick a tier');
    expect(first(z.object({ name: z.string({ error: 'give it a name' }) }), {})).toBe('name: give it a name');
  });

  it('keeps the path of each problem in the details', () => {
    expect(problems(z.object({ a: z.string(), b: z.number() }), { b: 'x' })).toEqual([
      { path: 'a', message: 'is required' },
      { path: 'b', message: 'must be a number' },
    ]);
  });
});
