import { useMemo } from 'react';
import { describeError } from '@/app/_trpc/errors';
import { fieldLabel, problemsOf, type Problem } from './plain-errors';

/** What a group of fields (calling hours, a retry policy) reads its problems from. */
export interface FieldErrors {
  /** The first problem of a field, or of anything inside it (`phone_numbers.0` covers its `phone_number`). */
  field(path: string): string | undefined;
}

/** A failed request's problems, split between the fields a form shows and a summary for the rest. */
export interface FormErrors extends FieldErrors {
  /** Problems no field of the form shows, as sentences (`Phone number 2: …` when they name a field). */
  unplaced: string[];
  /** How many problems are shown under fields. */
  placed: number;
  /** The problems shown under fields, in the API's order: the summary names and links each one. */
  placedProblems: Problem[];
  /** The error read, so the summary can tell a new failure from the same one read again. */
  source: unknown;
}

const none: FormErrors = { field: () => undefined, unplaced: [], placed: 0, placedProblems: [], source: null };

const inside = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/** `phone_numbers.*.phone_number` matches `phone_numbers.3.phone_number` and anything inside it. */
function matches(path: string, pattern: string): boolean {
  const p = path.split('.');
  const f = pattern.split('.');
  return f.length <= p.length && f.every((seg, i) => seg === '*' || seg === p[i]);
}

/**
 * Reads a failed call (a tRPC error carrying the API's code and `details`) for a form. `fields` lists the paths
 * the form shows a message under (`*` for an index): problems there go under their field, the others (and an
 * error about no field, such as a slot already taken) go to the summary, so nothing the API says is lost.
 */
export function formErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!error) return none;
  const e = describeError(error);
  const problems = problemsOf(e.code, e.message, e.details);
  const onForm = (p: Problem) => p.path !== '' && fields.some((f) => matches(p.path, f));
  const placed = problems.filter(onForm);
  return {
    field: (path) => placed.find((p) => inside(p.path, path))?.message,
    unplaced: problems.filter((p) => !onForm(p)).map((p) => (p.path ? `${fieldLabel(p.path)}: ${lowerFirst(p.message)}` : p.message)),
    placed: placed.length,
    placedProblems: placed,
    source: error,
  };
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

export function useFormErrors(error: unknown, fields: readonly string[]): FormErrors {
  const key = fields.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the field list is compared by value
  return useMemo(() => formErrors(error, fields), [error, key]);
}
