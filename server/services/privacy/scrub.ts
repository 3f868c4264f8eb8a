/**
 * What an erasure looks for in stored text and how it blanks it: pure, so the rule is table-tested apart from the
 * database. A person is found by their name, email and numbers; a number is also matched without its `+` and by its
 * national digits (a transcript or a CSV spells it so). Names match as whole words, so erasing "Ann" leaves "Annual".
 */
export interface Person {
  firstName: string;
  lastName: string | null;
  email: string | null;
  /** E.164. */
  numbers: string[];
}

export const ERASED = '[erased]';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The strings a stored value must not hold once the person is erased (at least 3 characters each). */
export function needlesOf(p: Person): string[] {
  const names = [p.firstName, p.lastName, [p.firstName, p.lastName].filter(Boolean).join(' ')].map((s) => (s ?? '').trim());
  const numbers = p.numbers.flatMap((n) => [n, n.replace(/^\+/, ''), n.startsWith('+1') ? n.slice(2) : null]);
  return [...new Set([...names, p.email?.trim() ?? '', ...numbers].filter((s): s is string => !!s && s.length >= 3))];
}

/** One pattern for every needle: words for names (letters on neither side), anywhere for emails and digits. */
export function patternOf(needles: string[]): RegExp | null {
  if (!needles.length) return null;
  const parts = [...needles].sort((a, b) => b.length - a.length).map((n) =>
    /^[\p{L}\s'-]+$/u.test(n) ? `(?<![\\p{L}])${escape(n)}(?![\\p{L}])` : /^\+?\d+$/.test(n) ? `(?<!\\d)${escape(n)}(?!\\d)` : escape(n));
  return new RegExp(parts.join('|'), 'giu');
}

export function scrubText(text: string, pattern: RegExp): string {
  return text.replace(pattern, ERASED);
}

/** A JSON value with every string (keys left alone) blanked where it holds the person. */
export function scrubJson<T>(value: T, pattern: RegExp): T {
  if (typeof value === 'string') return scrubText(value, pattern) as T;
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, pattern)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, scrubJson(v, pattern)])) as T;
  }
  return value;
}

/** Stored JSON text (a webhook delivery's body) blanked the same way; text that is not JSON is blanked as text. */
export function scrubJsonText(text: string, pattern: RegExp): string {
  try {
    return JSON.stringify(scrubJson(JSON.parse(text), pattern));
  } catch {
    return scrubText(text, pattern);
  }
}
