import { ssnValid } from './checksums';
import { isIntroducedAsReference, isIntroducedAsSsn } from './context';
import { replaceDigitRuns } from './digit-runs';

/**
 * US social security numbers. Written AAA-GG-SSSS the form says what it is; said or written any other way
 * ("123 45 6789", "123456789", digit by digit) nine digits are an SSN only when introduced as one ("SSN",
 * "social security number", "my social is"). Numbers the SSA never issues (area 000, 666 or 9xx, group 00,
 * serial 0000) are left alone either way.
 */
const DASHED = /^(\d{3})-(\d{2})-(\d{4})$/;

export const SSN = '[ssn]';

export function redactSsns(text: string): string {
  return replaceDigitRuns(text, (run, digits, index) => {
    if (digits.length !== 9 || !ssnValid(digits.slice(0, 3), digits.slice(3, 5), digits.slice(5))) return run;
    if (isIntroducedAsSsn(text, index)) return SSN;
    return DASHED.test(run) && !isIntroducedAsReference(text, index) ? SSN : run;
  });
}
