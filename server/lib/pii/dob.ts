/**
 * Dates of birth: a date introduced by "born", "date of birth", "birth date", "DOB" or "birthday", a few linking
 * words apart at most ("I was born on", "DOB is", "my birthday's the"), numeric (03/14/1985, 1985-03-14,
 * 14.03.85) or written (March 14th, 1985; 14 March 1985; the 4th of July; Mar 1985). The trigger and the linking
 * words stay; the date becomes `[dob]`. A date without such a phrase (an appointment's) is not touched, and a
 * bare year ("born in 1985") is kept: it says little on its own.
 */
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:1[89]\d\d|20\d\d)`;
const NUMERIC = String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}`;
const WRITTEN = [
  String.raw`${MONTH}\s+${DAY}(?:,?\s+${YEAR})?`,
  String.raw`(?:the\s+)?${DAY}(?:\s+of)?\s+${MONTH}(?:,?\s+${YEAR})?`,
  String.raw`${MONTH},?\s+${YEAR}`,
].join('|');
const TRIGGER = String.raw`born|date\s+of\s+birth|birth\s*date|d\.?o\.?b\.?|birthday(?:'s)?`;
// Each linking word is followed by at least one space or mark, so the words cannot be split two ways.
const LINK = String.raw`[\s:,-]*(?:(?:is|was|on|in|of|it's|its|it|be|would|will|as|my|our|his|her)[\s:,-]+)*`;

const DOB_PATTERN = new RegExp(String.raw`(\b(?:${TRIGGER})(?![a-z])${LINK})(?:${NUMERIC}|${WRITTEN})(?![\w/]|[.-]\d)`, 'gi');

export const DOB = '[dob]';

export function redactDatesOfBirth(text: string): string {
  return text.replace(DOB_PATTERN, (_date, lead: string) => lead + DOB);
}
