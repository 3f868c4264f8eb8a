import { abaRoutingValid } from './checksums';
import { isIntroducedAsBank, isIntroducedAsReference } from './context';
import { replaceDigitRuns } from './digit-runs';

/**
 * Bank account and routing numbers. A routing number carries its own proof: nine digits written together whose
 * ABA check digit holds (and whose first two name a Federal Reserve district). An account number has none, so it
 * is one only when introduced as one ("account number", "checking account", "routing number is", "acct #"),
 * from 4 to 17 digits (the lengths US banks use).
 */
export const BANK = '[bank]';

export function redactBankNumbers(text: string): string {
  return replaceDigitRuns(text, (run, digits, index) => {
    if (digits.length >= 4 && digits.length <= 17 && isIntroducedAsBank(text, index)) return BANK;
    if (run.length === 9 && abaRoutingValid(digits) && !isIntroducedAsReference(text, index)) return BANK;
    return run;
  });
}
