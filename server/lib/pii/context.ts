/**
 * What the words just before a number say it is. A number alone is often ambiguous (nine digits may be a routing
 * number, an SSN or an order); the phrase that introduces it decides. Only the last few dozen characters count,
 * so a word from an earlier sentence does not reach a number said later.
 */
const WINDOW = 48;

/** The phrase may be followed by a few linking words and marks ("is", "it's", ":", "#") and nothing else. */
const LINK = String.raw`[\s:#.,-]*(?:(?:is|was|it's|its|it is|would be|be|number|no|num|code|id)\b[\s:#.,-]*)*$`;

function introducedBy(keywords: string): RegExp {
  return new RegExp(String.raw`\b(?:${keywords})\b` + LINK, 'i');
}

/** An order, booking or other reference the business itself gave out: never redacted, whatever its digits. */
const REFERENCE = introducedBy(
  String.raw`order|confirmation|conf|reference|ref|tracking|invoice|booking|reservation|ticket|case|claim|shipment|parcel|po`,
);
const BANK = introducedBy(
  String.raw`(?:bank |checking |savings )?(?:account|acct|a/c)|routing|aba|transit(?: number)?`,
);
const SSN = introducedBy(String.raw`ssn|s\.s\.n\.?|ss#|social(?: security)?(?: number| no\.?| #)?|social-security`);

function before(text: string, index: number): string {
  return text.slice(Math.max(0, index - WINDOW), index);
}

export function isIntroducedAsReference(text: string, index: number): boolean {
  return REFERENCE.test(before(text, index));
}

export function isIntroducedAsSsn(text: string, index: number): boolean {
  return SSN.test(before(text, index));
}

export function isIntroducedAsBank(text: string, index: number): boolean {
  return BANK.test(before(text, index));
}
