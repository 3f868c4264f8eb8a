'use client';

import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { FieldError } from '../ui/field';
import type { FormErrors } from './form-errors';
import { fieldLabel } from './plain-errors';

/** A field the summary links to: the control to focus and its name as the form labels it. */
interface FieldTarget {
  id: string;
  label: string;
}

const INPUTS = 'input:not([type=hidden]), select, textarea';
const FOCUSABLE = `${INPUTS}, button`;

/**
 * The control that shows `message` (its aria-describedby names the message's element), the nth when several
 * show the same words: WithFieldError and the fields of ui/field mark every control this way, so the summary
 * finds a form's fields without the form naming them. A group (a fieldset) is reached through its first control.
 */
function findField(scope: Element, message: string, nth: number, fallbackId: string): FieldTarget | null {
  const doc = scope.ownerDocument;
  const shows = [...scope.querySelectorAll<HTMLElement>('[aria-describedby]')].filter((el) =>
    (el.getAttribute('aria-describedby') ?? '').split(' ').some((id) => doc.getElementById(id)?.textContent === message),
  );
  const host = shows[nth];
  if (!host) return null;
  const control = host.matches(FOCUSABLE) ? host : (host.querySelector<HTMLElement>(INPUTS) ?? host.querySelector<HTMLElement>(FOCUSABLE));
  if (!control) return null;
  if (!control.id) control.id = fallbackId;
  const label =
    host.tagName === 'FIELDSET'
      ? host.querySelector('legend')?.textContent
      : ((control as HTMLInputElement).labels?.[0]?.textContent ?? control.getAttribute('aria-label'));
  return { id: control.id, label: label?.trim() || '' };
}

/**
 * The top of a form after a failed submit: each field to fix, by name, as a link that moves to it (the dialog
 * may have scrolled it out of sight), and what went wrong without a field of its own. It takes focus (and so
 * scrolls into view) each time a new error arrives, and is announced.
 */
export function FormErrorSummary({ errors, className = '' }: { errors: FormErrors; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const { unplaced, placedProblems, source } = errors;
  // Each placed problem's field, in the order the form shows them (found after the fields render their problems).
  const [targets, setTargets] = useState<{ problem: number; target: FieldTarget | null }[]>([]);
  const shown = unplaced.length > 0 || placedProblems.length > 0;
  useEffect(() => {
    if (source) ref.current?.focus();
  }, [source]);
  // Once the fields show their problems, find each one's control to name and link.
  useEffect(() => {
    const scope = ref.current?.closest('form') ?? ref.current?.parentElement;
    const seen = new Map<string, number>();
    const found = placedProblems.map((p, i) => {
      const nth = seen.get(p.message) ?? 0;
      seen.set(p.message, nth + 1);
      return { problem: i, target: scope ? findField(scope, p.message, nth, `${baseId}-field-${i}`) : null };
    });
    const at = (t: FieldTarget | null) => (t ? document.getElementById(t.id) : null);
    found.sort((a, b) => {
      const [x, y] = [at(a.target), at(b.target)];
      if (!x || !y) return x ? -1 : y ? 1 : 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
    setTargets(found);
  }, [placedProblems, baseId]);
  if (!shown) return null;

  const count = placedProblems.length;
  const heading = count === 1 ? 'Fix this field:' : count > 1 ? `Fix these ${count} fields:` : null;
  const moveTo = (id: string) => (e: React.MouseEvent) => {
    const control = document.getElementById(id);
    if (!control) return;
    e.preventDefault();
    control.scrollIntoView({ block: 'center' });
    control.focus();
  };
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 outline-none ${className}`}>
      {unplaced.length === 1 && !heading ? (
        <p>{unplaced[0]}</p>
      ) : (
        <>
          <p className="font-medium">{heading ?? 'This could not be saved.'}</p>
          <ul className="mt-1 list-disc pl-5">
            {(targets.length === placedProblems.length ? targets : placedProblems.map((_, problem) => ({ problem, target: null }))).map(({ problem, target }) => {
              const p = placedProblems[problem];
              const name = target?.label || fieldLabel(p.path);
              return (
                <li key={`placed-${problem}`}>
                  {target ? (
                    <a href={`#${target.id}`} onClick={moveTo(target.id)} className="font-medium underline">
                      {name}
                    </a>
                  ) : (
                    <span className="font-medium">{name}</span>
                  )}
                  : {p.message}
                </li>
              );
            })}
            {unplaced.map((m, i) => (
              <li key={`unplaced-${i}`}>{m}</li>
            ))}
          </ul>
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
