import { callVariableNames } from './call-variables';
import { isBlankValue, templateVariables, variablesWithoutFallback } from './render';

/** `business_` + a business variable's name is how templates name it (render.ts). */
export const BUSINESS_PREFIX = 'business_';

/**
 * The names templates may use: contact variables as they are, business variables with the `business_` prefix, and
 * the call's own (`{{disclosure}}`).
 */
export function knownTemplateNames(definitions: readonly { name: string; context_type: 'contact' | 'business' }[]): Set<string> {
  return new Set([...definitions.map((d) => (d.context_type === 'business' ? `${BUSINESS_PREFIX}${d.name}` : d.name)), ...callVariableNames]);
}

/**
 * The `{{variables}}` of a template that no definition gives a value (pure; the agent editor warns about them).
 * They still render, as empty text, unless a call passes them in its own `variables`, so this is a warning only.
 */
export function undefinedTemplateVariables(template: string, known: ReadonlySet<string>): string[] {
  return templateVariables(template).filter((name) => !known.has(name));
}

/**
 * The `{{variables}}` a template uses without a fallback that may have no value on a call (pure; the agent editor
 * suggests `{{first_name|there}}`). Every contact variable may be empty for some contact, and a business variable
 * is when the business has no value for it now; the call's own (`{{disclosure}}`) always have one.
 */
export function variablesNeedingFallback(template: string, business: Readonly<Record<string, unknown>>): string[] {
  const own = new Set<string>(callVariableNames);
  return variablesWithoutFallback(template).filter((name) => {
    if (own.has(name)) return false;
    if (!name.startsWith(BUSINESS_PREFIX)) return true;
    const key = name.slice(BUSINESS_PREFIX.length);
    return !Object.hasOwn(business, key) || isBlankValue(business[key]);
  });
}
