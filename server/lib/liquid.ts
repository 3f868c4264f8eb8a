import { templatePlaceholderPattern } from './template-placeholder';

/** A Liquid string literal of `text` (Liquid has no escapes: the quote the text lacks encloses it). */
function liquidString(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `"${text.replaceAll('"', '')}"`;
}

/**
 * A template as a provider that fills it in with Liquid (Vapi) reads it: each `{{name|fallback}}` becomes
 * `{{ name | default: "fallback" }}`, so the fallback is said there too; everything else is left as written.
 */
export function liquidTemplate(template: string): string {
  return template.replace(templatePlaceholderPattern(), (whole, name: string, fallback: string | undefined) =>
    fallback === undefined ? whole : `{{ ${name} | default: ${liquidString(fallback.trim())} }}`);
}
