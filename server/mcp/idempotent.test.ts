import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidIdempotencyKey } from '../services/idempotency/store';
import { idempotencyKeyArg } from './idempotent';

describe('the idempotency_key argument', () => {
  it('accepts exactly the keys the REST Idempotency-Key header accepts', () => {
    const edges = ['', ' ', '~', 'a'.repeat(255), 'a'.repeat(256), 'tab\there', 'é', 'nul\u0000', 'line\n'];
    for (const key of edges) expect([key, idempotencyKeyArg.safeParse(key).success]).toEqual([key, isValidIdempotencyKey(key)]);
    fc.assert(fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (key) =>
      idempotencyKeyArg.safeParse(key).success === isValidIdempotencyKey(key)));
  });
});
