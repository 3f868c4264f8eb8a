import { callVariableNames } from './call-variables';
import { templateVariables } from './render';

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
