/**
 * Mail services and the domains reserved for examples: an address there says nothing about whose business it is.
 */
const GENERIC_DOMAINS = /^(gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|aol|proton|protonmail|gmx|mail|example|localhost)$/;

/**
 * The business name `bootstrap` gives an account when --account-name is not passed: the address's domain in words
 * (owner@bella-dental.com → "Bella Dental"), since agents say the name to every caller and a placeholder would be
 * heard as is. An address at a mail service or an example domain falls back to "My Business", to be renamed.
 */
export function accountNameFromEmail(email: string): string {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  const labels = domain.split('.').filter(Boolean);
  // The label before the public suffix (co.uk, com.au and the like count as one suffix).
  const suffixLength = labels.length >= 3 && /^(co|com|org|net|ac|gov)$/.test(labels.at(-2)!) ? 2 : 1;
  const name = labels.length > suffixLength ? labels[labels.length - suffixLength - 1] : '';
  if (!name || GENERIC_DOMAINS.test(name) || /^(test|example|invalid|localhost)$/.test(labels.at(-1) ?? '')) return 'My Business';
  return name.split(/[-_]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}
