'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Erasure = RouterOutputs['privacy']['erasure']['erasure'];

const statusWords: Record<Erasure['status'], string> = {
  pending: 'Asked for: it starts in a moment.',
  waiting_for_call: 'Waiting: a call with this person is live. The erasure runs as soon as it ends.',
  running: 'Erasing now.',
  done: 'Done. Nothing we store names this person any more.',
};

const receiptWords: Record<string, string> = {
  contact: 'contact', phone_numbers: 'phone numbers', calls: "calls' content", messages: 'messages', consents: 'consents (kept as facts, under the hashed number)',
  bookings: 'bookings (customer fields)', tool_invocations: 'tool calls', imports_stopped: 'imports under way stopped',
};
const wordsOf = (key: string) => receiptWords[key] ?? key.replace(/^blanked_/, 'blanked in ').replaceAll('_', ' ');

/** Saves a JSON value as a file the browser downloads. */
function download(name: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The contact's personal data: download everything stored about the person (a subject access request), and, for owners
 * and admins, erase them (a request to be forgotten) with its progress and receipt. Both are written to the audit log.
 */
export function ContactPrivacy({ contactId, name, isAdmin }: { contactId: number; name: string; isAdmin: boolean }) {
  const exported = api.privacy.export.useMutation({ onSuccess: (doc) => download(`contact-${contactId}-export.json`, doc) });
  const [confirming, setConfirming] = useState(false);
  const known = api.privacy.erasureOfContact.useQuery({ contactId });
  const [erasureId, setErasureId] = useState<number | null>(null);
  const id = erasureId ?? known.data?.id ?? null;
  const progress = api.privacy.erasure.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, refetchInterval: (q) => (q.state.data?.erasure.status === 'done' ? false : 2000) },
  );
  const erase = api.privacy.erase.useMutation({ onSuccess: (r) => setErasureId(r.erasure.id) });
  const erasure = progress.data?.erasure ?? null;

  return (
    <Card title="Personal data">
      <p className="text-sm text-slate-600">Everything we hold about {name}: the contact, its numbers and variables, consents, calls with transcripts, messages and bookings.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" busy={exported.isPending} onClick={() => exported.mutate({ contactId })}>
          Download everything we hold
        </Button>
        {isAdmin && !erasure && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Erase this person
          </Button>
        )}
      </div>
      {exported.error && <ErrorNote error={exported.error} />}
      {erasure && !confirming && <Notice tone={erasure.status === 'done' ? 'success' : 'warning'}>Erasure: {statusWords[erasure.status]}</Notice>}

      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Erase ${name}`}>
        {!erasure ? (
          <>
            <div className="space-y-2 text-sm text-slate-700">
              <p>This removes {name} everywhere we store them, for good:</p>
              <ul className="list-disc pl-5">
                <li>the contact, its phone numbers, tags and variables;</li>
                <li>the content of their calls (transcripts, recordings, summaries, analysis) and their messages;</li>
                <li>their name, email and numbers in bookings, events, webhook deliveries and imports under way.</li>
              </ul>
              <p>
                Their numbers stay on the do-not-call list as a keyed hash, so they are never called or texted again. The facts and times of their calls
                and consents stay, as the law asks, under that hash. If a call with them is live, the erasure waits for it to end. This cannot be undone.
              </p>
            </div>
            {erase.error && <ErrorNote error={erase.error} />}
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="danger" busy={erase.isPending} onClick={() => erase.mutate({ contactId })}>
                Erase {name}
              </Button>
            </div>
          </>
        ) : (
          <ErasureProgress erasure={erasure} />
        )}
      </Dialog>
    </Card>
  );
}

function ErasureProgress({ erasure }: { erasure: Erasure }) {
  return (
    <div className="space-y-3 text-sm" aria-live="polite">
      <p className="text-slate-700">{statusWords[erasure.status]}</p>
      {erasure.receipt && (
        <>
          <p className="text-slate-500">Receipt of erasure {erasure.id}:</p>
          <ul className="list-disc pl-5" aria-label="Erasure receipt">
            {Object.entries(erasure.receipt).map(([k, n]) => (
              <li key={k}>
                {n} {wordsOf(k)}
              </li>
            ))}
          </ul>
          <Link href="/contacts" className="text-indigo-700 hover:underline">
            ← All contacts
          </Link>
        </>
      )}
    </div>
  );
}
