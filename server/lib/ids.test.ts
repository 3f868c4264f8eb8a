import { describe, expect, it } from 'vitest';
import { asRowId, isUuid, parsePathId } from './ids';

describe('path ids', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    [42, 42],
    ['0', null],
    ['2147483648', null],
    ['-1', null],
    ['1.5', null],
    [' 7', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    [0, null],
  ])('asRowId(%j) → %j', (value, expected) => {
    expect(asRowId(value as string | number | undefined)).toBe(expected);
  });

  it('answers 404 not_found naming the resource for a malformed id', () => {
    expect(parsePathId('12', 'Contact')).toBe(12);
    expect(() => parsePathId('x1', 'Contact')).toThrow(expect.objectContaining({ status: 404, code: 'not_found', message: 'Contact x1 not found.' }));
    expect(() => parsePathId(undefined, 'Contact')).toThrow(expect.objectContaining({ message: 'Contact not found.' }));
  });

  it('recognises UUIDs in either case', () => {
    expect(isUuid('05538c98-b429-431d-a448-e1d296a50a90')).toBe(true);
    expect(isUuid('05538C98-B429-431D-A448-E1D296A50A90')).toBe(true);
    expect(isUuid('05538c98-b429-431d-a448-e1d296a50a9')).toBe(false);
  });
});
