'use client';

import { cloneElement, useEffect, useId, useRef, type ReactElement } from 'react';
import { FieldError } from '../ui/field';
import type { FormErrors } from './form-errors';

/**
 * The top of a form after a failed submit: what went wrong without a field of its own, or how many fields to
 * fix. It takes focus (and so scrolls into view) each time a new error arrives, and is announced.
 */
export function FormErrorSummary({ errors, className = '' }: { errors: FormErrors; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { unplaced, placed, source } = errors;
  const shown = unplaced.length > 0 || placed > 0;
  useEffect(() => {
    if (source) ref.current?.focus();
  }, [source]);
  if (!shown) return null;
  const fix = placed === 1 ? 'Check the field marked below.' : placed > 1 ? `Check the ${placed} fields marked below.` : null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 outline-none ${className}`}>
      {unplaced.length === 1 && !fix ? (
        <p>{unplaced[0]}</p>
      ) : (
        <>
          <p className="font-medium">{fix ?? 'This could not be saved.'}</p>
          {unplaced.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

type Describable = ReactElement<{ 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' }>;

/**
 * Puts a problem under any input: the input gets `aria-invalid` and is described by the message, which follows
 * it. For inputs that are not a TextField (a phone row, a checkbox group), so their markup stays as it is.
 */
export function WithFieldError({
  error, children, className, group = false,
}: {
  error?: string;
  children: Describable;
  className?: string;
  /** A fieldset of choices: described by the problem, but not itself an input that can be invalid. */
  group?: boolean;
}) {
  const id = `${useId()}-error`;
  if (!error) return children;
  const own = children.props['aria-describedby'];
  const describedBy = [id, own].filter(Boolean).join(' ');
  return (
    <>
      {cloneElement(children, group ? { 'aria-describedby': describedBy } : { 'aria-invalid': true, 'aria-describedby': describedBy })}
      <FieldError id={id} error={error} className={className} />
    </>
  );
}
