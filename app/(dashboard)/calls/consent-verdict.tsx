'use client';

import Link from 'next/link';
import { api } from '@/app/_trpc/client';
import type { CallPurpose } from '@/server/db/schema';

const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The consent verdict of the call the form describes, judged as a campaign judges it (POST /compliance/check's
 * no_consent block): Call now is refused without that consent, so the form says so, and the ways out, before the press.
 */
export function ConsentVerdict({ phoneNumber, contactId, purpose }: { phoneNumber: string; contactId: number | null; purpose: CallPurpose }) {
  const number = phoneNumber.replace(/[\s().-]/g, '');
  const check = api.compliance.check.useQuery(
    { phone_number: number, contact_id: contactId, purpose },
    { enabled: E164.test(number), retry: false, placeholderData: (prev) => prev },
  );
  const block = check.data?.blocks.find((b) => b.code === 'no_consent');
  if (!E164.test(number) || !check.data) return null;
  if (!block) {
    return <p className="text-sm text-emerald-800" data-testid="consent-verdict">Consent: this call has the consent its purpose needs.</p>;
  }
  return (
    <div className="space-y-1 rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" role="status" data-testid="consent-verdict">
      <p><strong>No consent for this call.</strong> {block.rule} Call now refuses it, as a campaign would skip this number.</p>
      <p>
        Record the person&apos;s consent on {contactId ? <Link className="font-medium text-indigo-700 underline" href={`/contacts/${contactId}`}>their contact page</Link> : 'their contact page'}
        {purpose === 'marketing' && ', or, if the call sells nothing (a reminder, a confirmation), choose the Informational purpose: it must be true'}.
      </p>
    </div>
  );
}
