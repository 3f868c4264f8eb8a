'use client';

import { useState } from 'react';
import { Button } from './button';

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="secondary" onClick={copy} aria-live="polite">
      {copied ? 'Copied' : label}
    </Button>
  );
}

/** A secret shown once, with a copy button and a warning that it will not be shown again. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">{label} — copy it now, it will not be shown again.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid="secret-value" className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-slate-900 ring-1 ring-amber-200">
          {value}
        </code>
        <CopyButton text={value} />
      </div>
    </div>
  );
}
