/**
 * The API's problems in the words of a form. The API answers codes and terse field messages written for
 * developers (`phone_numbers.0.phone_number: is not a valid phone number`); a person filling in a form needs a
 * sentence that says what to enter. Pure, so every rule is tested with a table.
 */

export interface Problem {
  /** Dotted path of the field at fault (`phone_numbers.0.phone_number`), or '' for the request as a whole. */
  path: string;
  message: string;
}

export const PHONE_HINT = 'Enter a phone number with its country code, such as +1 415 555 0123.';
const EMAIL_HINT = 'Enter an email address, such as name@example.com.';
const REQUIRED = 'Fill in this field.';

const phoneFields = new Set(['phone_number', 'phone', 'number', 'customer_phone', 'phone_numbers', 'other_phone_numbers']);

/** `phone_numbers.0.phone_number` → `phone_number`: the last segment that is not an index. */
const leafOf = (path: string) => path.split('.').filter((s) => !/^\d+$/.test(s)).at(-1) ?? '';

const sentence = (text: string) => {
  const t = text.trim();
  if (!t) return t;
  const capital = t[0].toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** Rewrites of the schemas' own messages and of zod's defaults, first match wins. */
const rewrites: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^(is required|required|must not be empty|Invalid input: expected \w+, received (undefined|null))$/i, () => REQUIRED],
  [/^Too small: expected string to have >=1 characters$/, () => REQUIRED],
  [/^(Too small: expected string to have >=|must be at least )(\d+) characters$/, (m) => `Use at least ${m[2]} characters.`],
  [/^(Too big: expected string to have <=|must be at most )(\d+) characters$/, (m) => `Use at most ${m[2]} characters.`],
  [/valid phone number|E\.164/i, () => PHONE_HINT],
  [/^(Invalid email address|must be a valid email address)$/i, () => EMAIL_HINT],
  [/^Invalid URL$/, () => 'Enter a full web address, such as https://example.com/hooks.'],
  [/^must use https$/, () => 'Use a web address that starts with https://.'],
  [/non-public address/, () => 'Use a public web address: this one points to a private or local network.'],
  [/^must be an IANA time zone such as (\S+)$/, (m) => `Choose a time zone, such as ${m[1]}.`],
  [/^must be between (-?\d+) and (-?\d+)$/, (m) => `Enter a number from ${m[1]} to ${m[2]}.`],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (m) => `Enter ${m[1]} or more.`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, (m) => `Enter a number greater than ${m[1]}.`],
  [/^Too big: expected (number|int) to be <=(-?[\d.]+)$/, (m) => `Enter ${m[2]} or less.`],
  [/^Too big: expected (number|int) to be <(-?[\d.]+)$/, (m) => `Enter a number less than ${m[2]}.`],
  [/^must be at least (-?[\d.]+)$/, (m) => `Enter ${m[1]} or more.`],
  [/^must be at most (-?[\d.]+)$/, (m) => `Enter ${m[1]} or less.`],
  [/^must be greater than (-?[\d.]+)$/, (m) => `Enter a number greater than ${m[1]}.`],
  [/^must be less than (-?[\d.]+)$/, (m) => `Enter a number less than ${m[1]}.`],
  [/^must be a number$/, () => 'Enter a number.'],
  [/^must be true or false$/, () => 'Choose yes or no.'],
  [/^must be text$/, () => 'Enter text here.'],
  [/^must be a full web address/, () => 'Enter a full web address, such as https://example.com/hooks.'],
  [/^must have at least 1 item$/, () => 'Choose at least one.'],
  [/^must have at least (\d+) items$/, (m) => `Choose at least ${m[1]}.`],
  [/^must have at most (\d+) items?$/, (m) => `Choose at most ${m[1]}.`],
  [/^(must be a positive integer)$/, () => 'Enter a whole number greater than 0.'],
  [/^(Invalid input: expected int, received number|must be a whole number)$/, () => 'Enter a whole number.'],
  [/^Invalid input: expected number/, () => 'Enter a number.'],
  [/^Invalid input: expected boolean/, () => 'Choose yes or no.'],
  [/^Too small: expected array to have >=1 items$/, () => 'Choose at least one.'],
  [/^Too small: expected array to have >=(\d+) items$/, (m) => `Choose at least ${m[1]}.`],
  [/^Too big: expected array to have <=(\d+) items$/, (m) => `Choose at most ${m[1]}.`],
  [/^must name at least one event$/, () => 'Choose at least one event.'],
  [/^must list at least one day$/, () => 'Choose at least one day.'],
  [/^must list at least one option$/, () => 'Add at least one option.'],
  [/^(Invalid option: expected one of|must be one of)/, () => 'Choose one of the options.'],
  [/^(Invalid ISO datetime|must be an ISO 8601 date-time)/, () => 'Enter a date and time.'],
  [/^(Invalid ISO date$|must be a date)/, () => 'Enter a date.'],
  [/^must be in the future$/, () => 'Choose a time in the future.'],
  [/^must be a time HH:MM/, () => 'Enter a time between 00:00 and 24:00.'],
  [/^Invalid string: must match pattern/, () => 'This is not in the expected form.'],
  [/^(is|are|must|may|cannot|can|has|should) /, (m) => `This ${m.input!.trim().replace(/[.]$/, '')}.`],
];

/** One field problem in plain language. */
export function plainMessage(path: string, message: string): string {
  const text = message.trim();
  // A way around the rule, in parentheses after it (a setting for local testing): kept, as a sentence of its own.
  const aside = text.match(/^(.+?) \((for local testing[^)]*)\)$/);
  if (aside) return `${plainMessage(path, aside[1])} ${sentence(aside[2])}`;
  // A phone field's own problems all come down to how to write the number.
  if (phoneFields.has(leafOf(path)) && /phone|E\.164/i.test(text)) return PHONE_HINT;
  if (leafOf(path) === 'email' && /email/i.test(text)) return EMAIL_HINT;
  for (const [pattern, rewrite] of rewrites) {
    const m = text.match(pattern);
    if (m) return rewrite(m);
  }
  return sentence(text);
}

/** A field's name for a summary line: `phone_numbers.1.phone_number` → `Phone number 2`. */
export function fieldLabel(path: string): string {
  const leaf = leafOf(path);
  if (!leaf) return '';
  const index = path.split('.').filter((s) => /^\d+$/.test(s)).at(-1);
  const words = leaf.replaceAll('_', ' ');
  const label = words[0].toUpperCase() + words.slice(1);
  return index === undefined ? label : `${label.replace(/s$/, '')} ${Number(index) + 1}`;
}

/**
 * The dashboard's procedures take an edit as `{ id, patch }` or `{ id, body }`; a problem their input schema finds
 * is named inside that envelope (`patch.url`), where the form knows the field as `url`.
 */
const fromEnvelope = (path: string) => path.replace(/^(patch|body)\./, '');

/** Codes that are about one field although they carry no `details`: the field each one is about. */
const fieldOfCode: Record<string, string> = {
  missing_first_name: 'first_name',
  missing_phone_number: 'phone_number',
  missing_agent_id: 'agent_id',
  invalid_phone_number: 'phone_number',
  email_taken: 'email',
  duplicate_variable: 'name',
  invalid_duration: 'duration',
  duplicate_assistant_id: 'assistant_id',
};

/** Messages of whole-request codes, where the service's own words are not the clearest. */
const codeMessages: Record<string, string> = {
  email_taken: 'An account with this email already exists. Sign in instead, or use another email.',
  invalid_phone_number: PHONE_HINT,
  invalid_time_range: 'Choose an end after the start.',
  invalid_datetime_format: 'Enter a date and time.',
  duplicate_variable: 'A variable with this name already exists. Choose another name.',
  authentication_required: 'Your session has ended. Sign in again to continue.',
  rate_limited: 'Too many attempts in a short time. Wait a moment, then try again.',
};

/**
 * The problems an error carries, each with its field where it has one: the API's `details`, or for codes
 * about a single field (missing_first_name, email_taken, a message that starts with the field's name), that
 * field. An error with no field problem is one problem with an empty path.
 */
export function problemsOf(code: string | undefined, message: string, details: Problem[]): Problem[] {
  if (details.length > 0) {
    return details.map((d) => {
      const path = fromEnvelope(d.path);
      return { path, message: plainMessage(path, d.message) };
    });
  }
  const named = code && (fieldOfCode[code] ?? (/^missing_|^invalid_(datetime_format|time_range)$/.test(code) ? message.match(/^([a-z][a-z0-9_]*) /)?.[1] : undefined));
  const text = (code && codeMessages[code]) ?? (code?.startsWith('missing_') ? REQUIRED : sentence(message));
  return [{ path: named || '', message: text }];
}
