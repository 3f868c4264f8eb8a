import type { CallPurpose, RecipientStatus } from '../../db/schema';
import { AppError } from '../../errors';

const reasons: Partial<Record<RecipientStatus, string>> = {
  skipped_no_consent: 'without the consent its purpose needs',
  skipped_no_phone: 'without a phone number',
  skipped_do_not_call: 'on the do-not-call list',
  skipped_duplicate: 'sharing a number already in the campaign',
  skipped_destination_not_allowed: 'at a destination the account does not call',
};

/** The way out of each reason, said in the refusal (the dashboard links the same ways). */
const wayOut = (purpose: CallPurpose, noConsent: number) =>
  noConsent > 0
    ? ` Record the consents (a contact's Record consent, POST /api/v1/consents/bulk, or the consent_* columns of a CSV import)${
        purpose === 'marketing' ? ', or choose the informational purpose if the calls are reminders or confirmations and sell nothing' : ''
      }.`
    : '';

/**
 * A campaign started now must dial someone: when every recipient would be skipped (or there is none), the start is
 * refused with campaign_dials_nobody and nothing is written, unless the caller confirms it (`confirm_nobody_callable`),
 * so "Create and start" never silently ends a campaign that called nobody.
 */
export function assertSomeoneCallable(
  recipients: { status: RecipientStatus }[], purpose: CallPurpose, confirmed: boolean,
): void {
  if (confirmed || recipients.some((r) => r.status === 'pending')) return;
  const skipped: Partial<Record<RecipientStatus, number>> = {};
  for (const r of recipients) skipped[r.status] = (skipped[r.status] ?? 0) + 1;
  const parts = Object.entries(skipped).map(([status, n]) => `${n} ${reasons[status as RecipientStatus] ?? status}`);
  const why = recipients.length === 0 ? 'its audience matches no contact' : `of ${recipients.length} contacts, ${parts.join(', ')}`;
  throw new AppError(
    'campaign_dials_nobody',
    `This campaign would call nobody: ${why}.${wayOut(purpose, skipped.skipped_no_consent ?? 0)} ` +
      'To start it anyway, send confirm_nobody_callable: true.',
    { extra: { skipped: Object.fromEntries(Object.entries(skipped).map(([k, v]) => [k.replace(/^skipped_/, ''), v])) } },
  );
}
