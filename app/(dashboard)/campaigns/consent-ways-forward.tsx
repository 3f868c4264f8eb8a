'use client';

import Link from 'next/link';
import { Button } from '@/app/_components/ui/button';

/**
 * What the pre-flight offers when contacts lack the consent the campaign's purpose needs: record the consents (one
 * contact at a time, or many at once through the CSV import's consent columns), or, when the calls sell nothing,
 * call them as informational. `agentPurpose`: the purpose an owner or admin marked the chosen agent with.
 */
export function ConsentWaysForward({
  missing, purpose, agentPurpose, onInformational,
}: {
  missing: number;
  purpose: 'marketing' | 'informational';
  agentPurpose: 'marketing' | 'informational' | null;
  onInformational: () => void;
}) {
  if (missing === 0) return null;
  const link = 'font-medium text-indigo-700 underline';
  return (
    <div className="space-y-2 rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="consent-ways-forward">
      <p className="font-medium">
        {missing === 1 ? '1 contact has' : `${missing} contacts have`} no {purpose === 'marketing' ? 'written marketing' : 'informational'} consent on record. Ways forward:
      </p>
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Record consents.</strong> On a <Link className={link} href="/contacts">contact&apos;s page</Link>, use Record consent with
          the words the person agreed to and where (a form&apos;s address). For many at once, import them (below) or send them to
          <code className="mx-1">POST /api/v1/consents/bulk</code>.
        </li>
        <li>
          <strong>Import the consent columns.</strong> In <Link className={link} href="/contacts?import=1">Contacts, Import CSV</Link>, add
          three columns to your file: <code>consent_kind</code> (<code>express_written</code> for marketing), <code>consent_scope</code>{' '}
          (<code>marketing</code> or <code>informational</code>) and <code>consent_captured_at</code> (when it was given, such as
          2026-05-14); optionally <code>consent_source_url</code> and <code>consent_text</code>. Rows are matched to your contacts, so the
          same file can be imported again.
        </li>
        {purpose === 'marketing' && (
          <li>
            <strong>Is this call informational?</strong> A reminder, a confirmation or a notice about a service the person already has
            sells nothing: it is informational, and needs only express consent (a number the person gave you) or none, as the
            Compliance page sets.{agentPurpose === 'informational' && ' An owner or admin has marked this agent informational.'} It must
            be true: a call that promotes anything is marketing, whatever it is called, and the law&apos;s windows and written consent
            apply to it.{' '}
            <Button type="button" variant="secondary" onClick={onInformational}>Call as informational</Button>
          </li>
        )}
      </ul>
    </div>
  );
}
