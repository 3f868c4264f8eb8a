import { describe, expect, it } from 'vitest';
import type { VariableType } from '../../db/schema';
import { coerceValue, displayNameFor, inferVariableType, isIsoDateString } from './values';

const accepted: [VariableType, unknown, unknown][] = [
  ['text', 'hello', 'hello'],
  ['text', '', ''],
  ['text', '  spaced  ', '  spaced  '],
  ['number', 42, 42],
  ['number', -3.5, -3.5],
  ['number', 0, 0],
  ['number', '42', 42],
  ['number', ' 3.14 ', 3.14],
  ['number', '-7', -7],
  ['number', '+7', 7],
  ['number', '1e3', 1000],
  ['number', '.5', 0.5],
  ['boolean', true, true],
  ['boolean', false, false],
  ['boolean', 'true', true],
  ['boolean', 'FALSE', false],
  ['boolean', 'yes', true],
  ['boolean', 'No', false],
  ['boolean', '1', true],
  ['boolean', '0', false],
  ['boolean', 'on', true],
  ['boolean', 'OFF', false],
  ['boolean', ' Yes ', true],
  ['boolean', 1, true],
  ['boolean', 0, false],
  ['date', '2026-11-24', '2026-11-24'],
  ['date', '2026-11-24T15:00:00Z', '2026-11-24T15:00:00Z'],
  ['date', '2026-11-24T15:00:00.123Z', '2026-11-24T15:00:00.123Z'],
  ['date', '2026-11-24T15:00:00+02:00', '2026-11-24T15:00:00+02:00'],
  ['date', '2026-11-24T15:00', '2026-11-24T15:00'],
  ['date', '2024-02-29', '2024-02-29'],
  ['select', 'red', 'red'],
  ['select', 'green', 'green'],
];

const rejected: [VariableType, unknown][] = [
  ['text', 42],
  ['text', true],
  ['text', { a: 1 }],
  ['text', ['a']],
  ['number', 'abc'],
  ['number', ''],
  ['number', '12abc'],
  ['number', '1,000'],
  ['number', true],
  ['number', '1e400'],
  ['number', [1]],
  ['number', { n: 1 }],
  ['boolean', 'maybe'],
  ['boolean', 'y'],
  ['boolean', 2],
  ['boolean', ''],
  ['boolean', 'truee'],
  ['boolean', [true]],
  ['date', '24/11/2026'],
  ['date', '2026-13-01'],
  ['date', '2026-02-30'],
  ['date', '2023-02-29'],
  ['date', 'tomorrow'],
  ['date', '2026-11-24 15:00'],
  ['date', 1764000000000],
  ['date', ''],
  ['select', 'blue'],
  ['select', 'Red'],
  ['select', 1],
  ['select', ''],
];

describe('coerceValue', () => {
  const options = ['red', 'green'];
  it.each(accepted)('%s accepts %j as %j', (type, input, stored) => {
    expect(coerceValue(type, input, options)).toEqual({ ok: true, value: stored });
  });
  it.each(rejected)('%s rejects %j', (type, input) => {
    const r = coerceValue(type, input, options);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/must/);
  });
  it('rejects every value of a select without options', () => {
    expect(coerceValue('select', 'red', null).ok).toBe(false);
  });
});

describe('inferVariableType', () => {
  it.each([
    [true, 'boolean'],
    [false, 'boolean'],
    [3, 'number'],
    [2.5, 'number'],
    ['2026-11-24', 'date'],
    ['2026-11-24T15:00:00Z', 'date'],
    ['blue', 'text'],
    ['42', 'text'],
    ['yes', 'text'],
    ['', 'text'],
    ['2026-02-30', 'text'],
    [null, null],
    [{ a: 1 }, null],
    [[1, 2], null],
  ])('%j → %s', (value, type) => {
    expect(inferVariableType(value)).toBe(type);
  });
});

describe('displayNameFor', () => {
  it.each([
    ['favorite_color', 'Favorite Color'],
    ['x', 'X'],
    ['plan_2_tier', 'Plan 2 Tier'],
    ['double__underscore', 'Double Underscore'],
    ['trailing_', 'Trailing'],
  ])('%s → %s', (name, display) => expect(displayNameFor(name)).toBe(display));
});

describe('isIsoDateString', () => {
  it.each([
    ['2026-11-24', true],
    ['2026-11-24T15:00:00-0500', true],
    ['2026-11-24T25:00:00Z', false],
    ['20261124', false],
    ['2026-W48', false],
  ])('%s → %s', (value, expected) => expect(isIsoDateString(value)).toBe(expected));
});
