import { validationError, type ErrorDetail } from './app-error';

/**
 * What PostgreSQL cannot store and what the schemas do not hold, refused as one rule before any schema or
 * service sees the input: every door runs it on what it receives (the REST body and query readers, the tRPC
 * input, the CLI's options), and so do the services' parse helpers, so nothing that breaks a write reaches
 * the database whichever way it came in.
 *
 * - the NUL character (U+0000) in any string or object key: PostgreSQL text and jsonb cannot hold it;
 * - a lone UTF-16 surrogate (U+D800 to U+DFFF unpaired): it has no UTF-8 form and would be stored as U+FFFD;
 * - objects and arrays nested deeper than MAX_JSON_DEPTH levels (the whole body counts as the first level);
 * - object keys longer than MAX_KEY_LENGTH characters;
 * - the object key `__proto__`: a schema's copy of an object drops it (assigning it sets the copy's prototype), so
 *   it would vanish from what is stored, and code reading stored objects could be led to a prototype. It is
 *   refused by name rather than dropped; `constructor` and other names are plain data and are kept.
 * Integers are held to their column's range by the schemas themselves (`rowIdSchema`, `int4Schema`).
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_KEY_LENGTH = 256;

const LONE_SURROGATE = /\p{Cs}/u;

function stringProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(s)) return 'must be valid Unicode text (it contains an unpaired surrogate)';
  return null;
}

function keyProblem(key: string): string | null {
  if (key.length > MAX_KEY_LENGTH) return `keys must be at most ${MAX_KEY_LENGTH} characters long`;
  const problem = stringProblem(key);
  return problem && `keys ${problem}`;
}

const dotted = (path: (string | number)[]) => path.map(String).join('.');

type Frame = { value: object; path: (string | number)[]; depth: number };

/** The first value of `input` that cannot be stored, as a detail naming its field; null when all can. */
export function findUnstorable(input: unknown, basePath: (string | number)[] = []): ErrorDetail | null {
  if (typeof input === 'string') {
    const problem = stringProblem(input);
    return problem ? { path: dotted(basePath), message: problem } : null;
  }
  if (!isContainer(input)) return null;
  // Iterative, so a hostile nesting cannot exhaust the stack before the depth rule stops it.
  const stack: Frame[] = [{ value: input, path: basePath, depth: 1 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return { path: dotted(path), message: `must not be nested deeper than ${MAX_JSON_DEPTH} levels` };
    const children: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    const nested: Frame[] = [];
    for (const [key, child] of children) {
      if (typeof key === 'string') {
        const problem = keyProblem(key);
        if (problem) return { path: dotted(path), message: problem };
        if (key === '__proto__') return { path: dotted([...path, key]), message: 'is not allowed as a key (__proto__ is reserved)' };
      }
      if (typeof child === 'string') {
        const problem = stringProblem(child);
        if (problem) return { path: dotted([...path, key]), message: problem };
      } else if (isContainer(child)) {
        nested.push({ value: child, path: [...path, key], depth: depth + 1 });
      }
    }
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i]);
  }
  return null;
}

/** Plain objects and arrays: what JSON and tRPC inputs are made of (dates and other classes are left alone). */
function isContainer(v: unknown): v is object {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Throws 400 validation_error naming the first field that cannot be stored. */
export function assertStorable(input: unknown, basePath: (string | number)[] = []): void {
  const problem = findUnstorable(input, basePath);
  if (problem) throw validationError([problem]);
}
