'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { TextField } from '@/app/_components/ui/field';
import { timeZones } from './local-time';

const noSubscription = () => () => {};

/** The zones are the browser's own list, so they are rendered only there (the server's ICU may differ). */
function useZoneList(current: string): string[] {
  const all = useSyncExternalStore(noSubscription, zoneListOnce, () => null);
  if (!all) return current ? [current] : [];
  return current && !all.includes(current) ? [current, ...all] : all;
}

let cached: string[] | null = null;
const zoneListOnce = () => (cached ??= timeZones());

/** The browser's zones as a datalist, for an input that takes a zone (`<input list={id}>`). */
export function ZoneList({ id, current = '' }: { id: string; current?: string }) {
  const zones = useZoneList(current);
  return (
    <datalist id={id}>
      {zones.map((z) => (
        <option key={z} value={z} label={z.replaceAll('_', ' ')} />
      ))}
    </datalist>
  );
}

/** A typed name as a zone of the list: exact, or with spaces for underscores, in any case. */
export function matchZone(text: string, zones: string[]): string | null {
  const wanted = text.trim().replaceAll(' ', '_').toLowerCase();
  return zones.find((z) => z.toLowerCase() === wanted) ?? null;
}

/** What the box says of typed text that names no zone of the list (undefined: it names one, or nothing is typed). */
export function zoneProblem(text: string, zones: string[]): string | undefined {
  return text.trim() && zones.length > 1 && !matchZone(text, zones) ? 'Not a time zone: pick one from the list, such as America/New_York.' : undefined;
}

/**
 * An IANA time zone, searched by typing (a native combobox over the browser's list of zones). Only a zone of the
 * list reaches `onChange`; anything else stays in the box with a note until it names one, and makes the box
 * invalid, so the form around it refuses to submit: a save never goes through with the previous zone while the
 * box shows another.
 */
export function ZonePicker({
  label, value, onChange, hint, error, className, disabled, required,
}: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  hint?: string;
  error?: string;
  className?: string;
  disabled?: boolean;
  required?: boolean;
}) {
  const listId = useId();
  const zones = useZoneList(value);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, a save) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const matched = matchZone(text, zones);
  const problem = zoneProblem(text, zones);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.setCustomValidity(problem ?? ''), [problem]);
  return (
    <>
      <TextField
        ref={input}
        label={label}
        value={text}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder="Type to search, e.g. New York"
        hint={hint}
        error={error ?? problem}
        className={className}
        disabled={disabled}
        required={required}
        onChange={(e) => {
          setText(e.target.value);
          const z = matchZone(e.target.value, zones);
          if (z && z !== value) {
            setShown(z);
            onChange(z);
          }
        }}
        onBlur={() => matched && setText(matched)}
      />
      <ZoneList id={listId} current={value} />
    </>
  );
}
