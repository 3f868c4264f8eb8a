'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { localInputToUtc, toLocalInput } from '@/app/_components/local-time';
import { useDashboardZone } from '@/app/_components/use-dashboard-zone';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { FormFooter } from '@/app/_components/ui/form-footer';
import { useTimes, type Times } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Consent = RouterOutputs['consents']['forContact']['consents'][number];
type Write = NonNullable<Consent['recorded_by']>;

const kindLabels = { express: 'Express', express_written: 'Express written' } as const;
const scopeLabels = { informational: 'Informational calls', marketing: 'Marketing calls' } as const;
const sourceLabels = { web_form: 'Web form', paper: 'Paper', verbal: 'Verbal', api: 'API', import: 'Imported file' } as const;
const viaLabels = { call: 'during a call', api: 'through the API', dashboard: 'in the dashboard', do_not_call: 'by the do-not-call list', other: 'otherwise' } as const;
const doorLabels = { api: 'API key', dashboard: 'dashboard', import: 'import', operator: 'operator', call: 'the callee, during a call', text: 'the callee, by a STOP text', crm: 'a do-not-disturb in the CRM' } as const;

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

function stateOf(c: Consent): { label: string; tone: 'green' | 'red' | 'gray' } {
  if (c.revoked_at) return { label: 'Revoked', tone: 'red' };
  if (c.expires_at && new Date(c.expires_at).getTime() <= Date.now()) return { label: 'Expired', tone: 'gray' };
  return { label: 'Active', tone: 'green' };
}

/** Who wrote: the person's email when there was one, else the door. */
const who = (w: Write | null, times: Times) => (w ? `${w.user_email ?? doorLabels[w.source]} (${doorLabels[w.source]}), ${times.dateTime(w.at)}` : '—');

/**
 * A contact's consents: those recorded for it and those of its numbers, each with its evidence (the words agreed
 * to, the form's address), its dates and who recorded or revoked it; record one, or revoke (an opt-out of the
 * number: every consent of it goes, and its waiting calls are canceled).
 */
export function ContactConsents({ contactId, phoneNumbers }: { contactId: number; phoneNumbers: string[] }) {
  const list = api.consents.forContact.useQuery({ contact_id: contactId });
  const [recording, setRecording] = useState(false);
  const [revoking, setRevoking] = useState<Consent | null>(null);

  return (
    <Card
      title="Consents"
      actions={
        <Button variant="secondary" onClick={() => setRecording(true)} disabled={phoneNumbers.length === 0} title={phoneNumbers.length === 0 ? 'Add a phone number first' : undefined}>
          Record consent
        </Button>
      }
    >
      {list.isPending ? (
        <Loading what="Loading consents" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.consents.length === 0 ? (
        <Empty title="No consents recorded">
          Record the consent this person gave to be called, with the words they agreed to and where, so calls that need it may go.
        </Empty>
      ) : (
        <ul className="space-y-4" aria-label="Consents">
          {list.data.consents.map((c) => (
            <ConsentItem key={c.id} consent={c} onRevoke={() => setRevoking(c)} />
          ))}
        </ul>
      )}

      <Dialog open={recording} onClose={() => setRecording(false)} title="Record consent" wide>
        {recording && <RecordConsentForm contactId={contactId} phoneNumbers={phoneNumbers} onDone={() => setRecording(false)} />}
      </Dialog>
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} title="Revoke consent">
        {revoking && <RevokeConsentForm consent={revoking} onDone={() => setRevoking(null)} />}
      </Dialog>
    </Card>
  );
}

function ConsentItem({ consent: c, onRevoke }: { consent: Consent; onRevoke: () => void }) {
  const times = useTimes();
  const state = stateOf(c);
  const facts: [string, React.ReactNode][] = [
    ['Source', sourceLabels[c.source.type]],
    ...(c.source.url ? [['Form address', <span key="u" className="break-all font-mono text-xs">{c.source.url}</span>] as [string, React.ReactNode]] : []),
    ...(c.source.ip ? [['From address', <span key="i" className="font-mono text-xs">{c.source.ip}</span>] as [string, React.ReactNode]] : []),
    ['Seller', c.seller],
    ['Given', times.dateTime(c.captured_at)],
    ['Expires', c.expires_at ? times.dateTime(c.expires_at) : 'Never'],
    ['Recorded by', who(c.recorded_by, times)],
    ...(c.revoked_at
      ? [
        ['Revoked', `${times.dateTime(c.revoked_at)}, ${c.revoked_via ? viaLabels[c.revoked_via] : ''}`] as [string, React.ReactNode],
        ['Revoked by', who(c.revoked_by, times)] as [string, React.ReactNode],
        ...(c.revoked_note ? [['Why', c.revoked_note] as [string, React.ReactNode]] : []),
      ]
      : []),
  ];
  return (
    <li className="rounded-md border border-slate-200 p-3" aria-label={`${kindLabels[c.kind]} consent for ${c.phone_number}, ${state.label.toLowerCase()}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm">{c.phone_number}</span>
        <Badge tone="indigo">{kindLabels[c.kind]}</Badge>
        <Badge tone="blue">{scopeLabels[c.scope]}</Badge>
        <Badge tone={state.tone}>{state.label}</Badge>
        {!c.revoked_at && (
          <Button variant="danger" className="ml-auto" onClick={onRevoke} aria-label={`Revoke consent for ${c.phone_number}`}>
            Revoke
          </Button>
        )}
      </div>
      {c.source.text && (
        <figure className="mt-2">
          <figcaption className="text-xs text-slate-500">Words agreed to</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap break-words border-l-2 border-slate-200 pl-3 text-sm text-slate-800">{c.source.text}</blockquote>
        </figure>
      )}
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="mb-1 break-words text-slate-900 sm:mb-0">{v}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

const recordFields = ['phone_number', 'kind', 'scope', 'source.type', 'source.url', 'source.text', 'captured_at', 'expires_at', 'contact_id'] as const;

function RecordConsentForm({ contactId, phoneNumbers, onDone }: { contactId: number; phoneNumbers: string[]; onDone: () => void }) {
  const utils = api.useUtils();
  // Typed in the dashboard's zone (the business's), as every screen shows times; the browser's until it has loaded.
  const { zone: dashboardZone, words } = useDashboardZone();
  const zone = dashboardZone ?? undefined;
  const [phone, setPhone] = useState(phoneNumbers[0] ?? '');
  const [kind, setKind] = useState<keyof typeof kindLabels>('express_written');
  const [scope, setScope] = useState<keyof typeof scopeLabels>('marketing');
  const [sourceType, setSourceType] = useState<'web_form' | 'paper' | 'verbal'>('web_form');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  // Now, in the zone, until the person types another moment.
  const [typedCapturedAt, setCapturedAt] = useState<string | null>(null);
  const capturedAt = typedCapturedAt ?? toLocalInput(new Date(), zone);
  const [expiresAt, setExpiresAt] = useState('');
  const [localProblem, setLocalProblem] = useState<{ field: 'captured_at' | 'expires_at'; message: string } | null>(null);
  const record = api.consents.record.useMutation({
    onSuccess: async () => {
      await utils.consents.invalidate();
      onDone();
    },
  });
  const errors = useFormErrors(record.error, recordFields);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const captured = localInputToUtc(capturedAt, zone);
    if (!captured) return setLocalProblem({ field: 'captured_at', message: 'Enter the date and time the person agreed.' });
    const expires = expiresAt ? localInputToUtc(expiresAt, zone) : null;
    if (expiresAt && !expires) return setLocalProblem({ field: 'expires_at', message: 'Enter a date and time, or leave it empty.' });
    setLocalProblem(null);
    record.mutate({
      phone_number: phone,
      contact_id: contactId,
      kind,
      scope,
      source: { type: sourceType, ...(url.trim() ? { url: url.trim() } : {}), ...(text.trim() ? { text: text.trim() } : {}) },
      captured_at: captured,
      expires_at: expires,
    });
  };
  const problem = (field: 'captured_at' | 'expires_at') => (localProblem?.field === field ? localProblem.message : errors.field(field));

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormErrorSummary errors={errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Phone number"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          options={phoneNumbers.map((p) => ({ value: p, label: p }))}
          error={errors.field('phone_number') ?? errors.field('contact_id')}
        />
        <SelectField
          label="How it was given"
          value={sourceType}
          onChange={(e) => setSourceType(e.target.value as typeof sourceType)}
          options={optionsOf({ web_form: sourceLabels.web_form, paper: sourceLabels.paper, verbal: sourceLabels.verbal })}
          error={errors.field('source.type')}
        />
        <SelectField
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
          options={optionsOf(kindLabels)}
          hint="Marketing calls by an AI voice need written consent by default."
          error={errors.field('kind')}
        />
        <SelectField
          label="Covers"
          value={scope}
          onChange={(e) => setScope(e.target.value as typeof scope)}
          options={optionsOf(scopeLabels)}
          hint="A marketing consent also covers informational calls."
          error={errors.field('scope')}
        />
        <TextField
          label={`When they agreed (${words})`}
          type="datetime-local"
          value={capturedAt}
          onChange={(e) => setCapturedAt(e.target.value)}
          required
          error={problem('captured_at')}
        />
        <TextField
          label={`Expires (${words})`}
          type="datetime-local"
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
          hint="Leave empty if it does not expire."
          error={problem('expires_at')}
        />
      </div>
      <TextArea
        label="Words they agreed to"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        maxLength={10_000}
        hint="The consent text exactly as it was shown or read to them."
        error={errors.field('source.text')}
      />
      <TextField
        label="Form address"
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://example.com/signup"
        hint="The page where they agreed, for a web form."
        error={errors.field('source.url')}
      />
      <FormFooter busy={record.isPending} onCancel={onDone} submitLabel="Record consent" />
    </form>
  );
}

function RevokeConsentForm({ consent, onDone }: { consent: Consent; onDone: () => void }) {
  const utils = api.useUtils();
  const [note, setNote] = useState('');
  const revoke = api.consents.revoke.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.consents.invalidate(), utils.calls.list.invalidate()]);
      onDone();
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    revoke.mutate({ id: consent.id, body: note.trim() ? { note: note.trim() } : {} });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Revoking is an opt-out of <span className="font-mono">{consent.phone_number}</span>: <strong>every consent of this number is revoked</strong>, not
          only this one, and its calls still waiting (scheduled calls and retries) are canceled.
        </p>
        <p>A revoked consent cannot be restored. If the person agrees again, record a new consent.</p>
      </div>
      <TextField label="Why (optional)" value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} hint="Kept with the consent and in its history." />
      <ErrorNote error={revoke.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={revoke.isPending}>
          Revoke every consent of this number
        </Button>
      </div>
    </form>
  );
}
