import { formatValue, isBlankValue } from '../../lib/template-value';

/**
 * The template renderer (pure, no I/O): `{{first_name}}` is a contact variable, `{{business_name}}` the
 * business variable `name`, and a call's own variables override both. Spaces inside the braces are allowed
 * (`{{ name }}`).
 *
 * A placeholder may carry a fallback, said when its value is missing or blank: `{{first_name|there}}` greets a
 * contact without a first name with "Hello there". The fallback is plain text (at most FALLBACK_MAX_LENGTH
 * characters, no braces, `|` or control characters; spaces around it are dropped); anything else between double
 * braces is not a placeholder and stays as written.
 *
 * A placeholder that renders as empty text (no value and no fallback, or an empty fallback `{{title|}}`) takes the
 * spaces before it along when what follows it is a space, punctuation that closes a phrase (, . ; : ! ? ) or the
 * end of the line, so "Hello {{first_name}}, this is" becomes "Hello, this is" rather than "Hello , this is".
 * Only spaces and tabs go, never a line break, and nothing changes where a value is present.
 */
import { templatePlaceholderPattern } from '../../lib/template-placeholder';

export interface TemplateValues {
  /** Contact values: default fields (first_name, ...) and custom context. */
  contact?: Record<string, unknown>;
  /** Business values: default fields (name, phone, ...) and business context, without the prefix. */
  business?: Record<string, unknown>;
  /** Per-call variables; matched against the full placeholder name. */
  overrides?: Record<string, unknown>;
}

export { FALLBACK_MAX_LENGTH } from '../../lib/template-placeholder';

const PLACEHOLDER = templatePlaceholderPattern();
const BUSINESS_PREFIX = 'business_';
/** What may follow a placeholder that rendered empty for the spaces before it to go. */
const CLOSES_PHRASE = /^(?:$|[ \t\r\n,.;:!?)])/;

/** One `{{name}}` or `{{name|fallback}}` of a template; `fallback` is null without `|`. */
export interface Placeholder {
  name: string;
  fallback: string | null;
}

export function lookupVariable(name: string, values: TemplateValues): unknown {
  const { contact = {}, business = {}, overrides = {} } = values;
  if (Object.hasOwn(overrides, name)) return overrides[name];
  if (name.startsWith(BUSINESS_PREFIX)) {
    const key = name.slice(BUSINESS_PREFIX.length);
    if (Object.hasOwn(business, key)) return business[key];
  }
  if (Object.hasOwn(contact, name)) return contact[name];
  return undefined;
}

export { formatValue, isBlankValue };

/** The text one placeholder renders as: its value, or its fallback when the value is blank and it has one. */
export function renderPlaceholder(p: Placeholder, values: TemplateValues): string {
  const text = formatValue(lookupVariable(p.name, values));
  return p.fallback !== null && text.trim() === '' ? p.fallback : text;
}

const placeholderOf = (m: RegExpMatchArray): Placeholder => ({ name: m[1], fallback: m[2] === undefined ? null : m[2].trim() });

/**
 * One piece of a rendered template: literal `text`, or what a placeholder said (`value`, its `fallback`, or
 * nothing: `empty`). The preview shows them apart; renderTemplate joins them.
 */
export type RenderedPart =
  | { kind: 'text'; text: string }
  | { kind: 'value' | 'fallback' | 'empty'; name: string; text: string };

const isSpace = (c: string) => c === ' ' || c === '\t';

/** Drops the spaces and tabs at the end of `text` (a loop, not a regex: a long run of spaces stays linear). */
function withoutTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  return end === text.length ? text : text.slice(0, end);
}

export function renderParts(template: string, values: TemplateValues): RenderedPart[] {
  const parts: RenderedPart[] = [];
  // Everything from `settled` on ends without spaces or says nothing, so taking spaces away stops there.
  let settled = 0;
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const at = m.index;
    const end = at + m[0].length;
    if (at > last) parts.push({ kind: 'text', text: template.slice(last, at) });
    const p = placeholderOf(m);
    const value = formatValue(lookupVariable(p.name, values));
    const part: RenderedPart = p.fallback !== null && value.trim() === ''
      ? { kind: p.fallback === '' ? 'empty' : 'fallback', name: p.name, text: p.fallback }
      : { kind: value === '' ? 'empty' : 'value', name: p.name, text: value };
    if (part.text === '' && CLOSES_PHRASE.test(template.slice(end, end + 1))) {
      for (let i = parts.length - 1; i >= settled; i--) {
        const before = parts[i];
        if (before.text === '') continue;
        if (before.kind === 'text') before.text = withoutTrailingSpaces(before.text);
        if (before.text !== '') break;
      }
      settled = parts.length;
    }
    parts.push(part);
    last = end;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}

export function renderTemplate(template: string, values: TemplateValues): string {
  return renderParts(template, values).map((p) => p.text).join('');
}

/** Every placeholder of a template, in order, repeats included. */
export function templatePlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map(placeholderOf);
}

/** The variable names a template uses, in order of first appearance (for the dashboard's preview). */
export function templateVariables(template: string): string[] {
  return [...new Set(templatePlaceholders(template).map((p) => p.name))];
}

/**
 * The names a template uses at least once without a fallback: where one has no value, the callee hears nothing in
 * its place (the agent editor warns about those that may lack one).
 */
export function variablesWithoutFallback(template: string): string[] {
  return [...new Set(templatePlaceholders(template).filter((p) => p.fallback === null).map((p) => p.name))];
}

/** The names of a template that render as nothing with these values (no value, and no fallback or an empty one). */
export function unfilledVariables(template: string, values: TemplateValues): string[] {
  return [...new Set(templatePlaceholders(template).filter((p) => renderPlaceholder(p, values).trim() === '').map((p) => p.name))];
}

/**
 * The `{{...}}` of a template that are not placeholders (a misspelt name, a fallback too long or holding braces or
 * `|`): they are said as written, braces and all.
 */
export function malformedPlaceholders(template: string): string[] {
  const found = new Set<string>();
  let from = 0;
  const valid = new Set([...template.matchAll(PLACEHOLDER)].map((m) => m.index));
  for (;;) {
    const at = template.indexOf('{{', from);
    if (at < 0) break;
    if (valid.has(at)) {
      from = at + 2;
      continue;
    }
    // Inside a valid one ("{{{a}}": the valid one starts a brace later), nothing is malformed.
    if (valid.has(at + 1)) {
      from = at + 1;
      continue;
    }
    const close = template.indexOf('}}', at + 2);
    const text = close < 0 ? template.slice(at, at + 40) : template.slice(at, close + 2);
    found.add(text.length > 40 ? `${text.slice(0, 37)}…` : text);
    from = close < 0 ? template.length : close + 2;
  }
  return [...found];
}
