'use client';

import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { ContactPicker } from '@/app/_components/contact-picker';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { blockCodeLabels, callPurposeLabels, optionsOf } from '@/app/_components/labels';
import { formatInZone, localInputToUtc } from '@/app/_components/local-time';
import { useDashboardZone } from '@/app/_components/use-dashboard-zone';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { Empty, Loading } from '@/app/_components/ui/states';
import { api, type RouterInputs, type RouterOutputs } from '@/app/_trpc/client';
import type { CallPurpose } from '@/server/db/schema';

type CheckInput = RouterInputs['compliance']['check'];
type CheckResult = RouterOutputs['compliance']['check'];

const fields = ['phone_number', 'at', 'purpose'];

/** Whether a call to a number may go at a moment, under the same rules every dial applies, and why not. */
export function ComplianceCheck() {
  const { zone, words } = useDashboardZone();
  const [phone, setPhone] = useState('');
  const [contactId, setContactId] = useState<number | null>(null);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const [purpose, setPurpose] = useState<CallPurpose>('marketing');
  // The question asked last; the moment is always sent, "now" included, so the answer says which moment it judged.
  const [asked, setAsked] = useState<(CheckInput & { at: string }) | null>(null);
  const check = api.compliance.check.useQuery(asked ?? skipToken);
  // A refused question is answered under its fields; the answer area says the rest.
  const errors = useFormErrors(check.error, fields);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    let moment = new Date().toISOString();
    if (at) {
      const utc = localInputToUtc(at, zone ?? undefined);
      if (!utc) return setAtError('Enter a date and a time, or leave both empty to check now.');
      moment = utc;
    }
    setAtError(null);
    setAsked({ phone_number: phone.trim(), contact_id: contactId, at: moment, purpose });
  }

  return (
    <Card title="Check a call">
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Phone number"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="+1 502 555 0123"
          required
          error={errors.field('phone_number')}
        />
        <ContactPicker label="Contact (optional)" value={contactId} onChange={setContactId} />
        <p className="-mt-2 text-xs text-slate-500">A contact&apos;s time zone and state replace what the number&apos;s area says.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={`Date and time (${words})`}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            hint="Leave empty to check now."
            error={atError ?? errors.field('at')}
          />
          <SelectField
            label="Purpose"
            value={purpose}
            onChange={(e) => setPurpose(e.target.value as CallPurpose)}
            options={optionsOf(callPurposeLabels)}
            hint="Legal calling windows bind marketing calls."
            error={errors.field('purpose')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={check.isFetching}>
            Check
          </Button>
        </div>
      </form>
      <div className="mt-4 border-t border-slate-100 pt-4" aria-live="polite">
        {!asked ? (
          <Empty title="No check yet">
            Enter a number to see whether a call may go now or at a moment you choose, which rules stop it and when it may go.
          </Empty>
        ) : check.error ? (
          <FormErrorSummary errors={errors} />
        ) : !check.data ? (
          <Loading what="Checking" />
        ) : (
          <CheckAnswer result={check.data} at={asked.at} shownIn={zone ?? 'UTC'} />
        )}
      </div>
    </Card>
  );
}

function CheckAnswer({ result: r, at, shownIn }: { result: CheckResult; at: string; shownIn: string }) {
  const calleeZones = r.timezones.filter((z) => z !== shownIn);
  return (
    <section aria-label="Check result" className="space-y-4 text-sm">
      <div className={`rounded-md border px-3 py-2 ${r.allowed ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}>
        <p className="text-base font-semibold" data-testid="check-verdict">
          {r.allowed ? 'Allowed' : 'Blocked'}
        </p>
        <p>
          {r.allowed ? 'A call may go at ' : 'A call may not go at '}
          {formatInZone(at, shownIn)}.
        </p>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-slate-500">Next allowed</dt>
        <dd className="text-slate-900" data-testid="check-next-allowed">
          {r.next_allowed_at ? (
            <ul>
              <li>
                {formatInZone(r.next_allowed_at, shownIn)}{' '}
                <span className="text-slate-500">
                  {r.timezones.includes(shownIn) ? `this page's time and the callee's (${shownIn})` : `this page's time (${shownIn})`}
                </span>
              </li>
              {calleeZones.map((z) => (
                <li key={z}>
                  {formatInZone(r.next_allowed_at!, z)} <span className="text-slate-500">callee&apos;s time ({z})</span>
                </li>
              ))}
            </ul>
          ) : r.blocks.some((b) => b.code === 'do_not_call') ? (
            'Never: the number is on the do-not-call list.'
          ) : (
            'No allowed moment in the next 21 days.'
          )}
        </dd>
        <dt className="text-slate-500">Callee&apos;s time zones</dt>
        <dd className="text-slate-900">{r.timezones.join(', ')}</dd>
        <dt className="text-slate-500">Jurisdictions</dt>
        <dd className="flex flex-wrap gap-1">
          {r.jurisdictions.length === 0 ? '—' : r.jurisdictions.map((j) => <Badge key={j}>{j}</Badge>)}
        </dd>
      </dl>

      <div>
        <h3 className="mb-2 font-medium text-slate-900">What blocks it</h3>
        {r.blocks.length === 0 ? (
          <p className="text-slate-500">Nothing: every rule allows this call.</p>
        ) : (
          <ul className="space-y-2" aria-label="Blocks">
            {r.blocks.map((b, i) => (
              <li key={i} className="rounded-md border border-slate-200 px-3 py-2">
                <Badge tone="red">{blockCodeLabels[b.code] ?? b.code}</Badge>
                <p className="mt-1 text-slate-800">{b.rule}</p>
                <p className="mt-0.5 text-xs text-slate-500">Source: {b.source}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-xs text-slate-500">Rules table version {r.rules_version}.</p>
    </section>
  );
}
