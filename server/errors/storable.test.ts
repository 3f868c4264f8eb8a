import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { assertStorable, findUnstorable, MAX_JSON_DEPTH, MAX_KEY_LENGTH } from './storable';
import { parseOrThrow } from './validation';
import { z } from 'zod';

const nest = (levels: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe('findUnstorable', () => {
  it.each([
    ['plain text', { name: 'Ada Lovelace', tags: ['vip'], n: 2 ** 40, ok: true, none: null }],
    ['emoji and other astral characters (paired surrogates)', { title: 'Call 📞 𝄞 — café' }],
    ['the deepest nesting allowed (the whole value is the first level)', nest(MAX_JSON_DEPTH)],
    ['a key of the longest length allowed', { ['k'.repeat(MAX_KEY_LENGTH)]: 1 }],
    ['dates and other class instances', { at: new Date() }],
    ['keys named like Object.prototype members other than __proto__', { custom_context: { constructor: { y: 2 }, toString: 1, hasOwnProperty: 'x' } }],
  ])('accepts %s', (_, value) => {
    expect(findUnstorable(value)).toBeNull();
  });

  it.each([
    ['NUL in a field', { first_name: 'A\u0000da' }, 'first_name', /NUL/],
    ['NUL deep in an object', { custom_context: { a: [{ b: 'x\u0000' }] } }, 'custom_context.a.0.b', /NUL/],
    ['NUL in a key', { custom_context: { 'k\u0000': 1 } }, 'custom_context', /keys must not contain the NUL/],
    ['a lone high surrogate', { title: 'x\ud800y' }, 'title', /unpaired surrogate/],
    ['a lone low surrogate at the end', { title: 'x\udc00' }, 'title', /unpaired surrogate/],
    ['a lone surrogate in a key', { variables: { ['\ud800']: 'v' } }, 'variables', /keys must be valid Unicode/],
    ['nesting one level too deep', { custom_context: nest(MAX_JSON_DEPTH) }, 'custom_context' + '.a'.repeat(MAX_JSON_DEPTH - 1), /nested deeper than 32/],
    ['a key too long', { custom_context: { ['k'.repeat(MAX_KEY_LENGTH + 1)]: 1 } }, 'custom_context', /at most 256 characters/],
    ['NUL in a bare string', 'a\u0000', '', /NUL/],
    ['a __proto__ key (as JSON.parse makes it: an own property)', JSON.parse('{"custom_context": {"k": 1, "__proto__": {"x": 1}}}'), 'custom_context.__proto__', /__proto__ is reserved/],
    ['a __proto__ key at the top', JSON.parse('{"__proto__": 1}'), '__proto__', /__proto__ is reserved/],
  ])('refuses %s, naming the field', (_, value, path, message) => {
    const problem = findUnstorable(value);
    expect(problem).not.toBeNull();
    expect(problem!.path).toBe(path);
    expect(problem!.message).toMatch(message);
  });

  it('stops a nesting of hundreds of thousands of levels without exhausting the stack', () => {
    const text = '['.repeat(200_000) + ']'.repeat(200_000);
    const problem = findUnstorable({ variables: JSON.parse(text) });
    expect(problem?.message).toMatch(/nested deeper/);
  });
});

describe('assertStorable and parseOrThrow', () => {
  it('throw validation_error with the field in details and message', () => {
    let caught: unknown;
    try {
      assertStorable({ reason: 'no\u0000' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ code: 'validation_error', details: [{ path: 'reason', message: expect.stringMatching(/NUL/) }] });
    expect((caught as AppError).message).toMatch(/^reason must not contain/);
    expect(() => parseOrThrow(z.object({ reason: z.string() }), { reason: '\ud800' })).toThrow(/reason must be valid Unicode/);
  });
});
