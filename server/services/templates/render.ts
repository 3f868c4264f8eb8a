/**
 * The template renderer (pure, no I/O): `{{first_name}}` is a contact variable, `{{business_name}}` the
 * business variable `name`, and a call's own variables override both. Unknown names render as empty text;
 * spaces inside the braces are allowed (`{{ name }}`).
 */
export interface TemplateValues {
  /** Contact values: default fields (first_name, ...) and custom context. */
  contact?: Record<string, unknown>;
  /** Business values: default fields (name, phone, ...) and business context, without the prefix. */
  business?: Record<string, unknown>;
  /** Per-call variables; matched against the full placeholder name. */
  overrides?: Record<string, unknown>;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const BUSINESS_PREFIX = 'business_';

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

export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => formatValue(lookupVariable(name, values)));
}

/** The variable names a template uses, in order of first appearance (for the dashboard's preview). */
export function templateVariables(template: string): string[] {
  const seen = new Set<string>();
  for (const m of template.matchAll(PLACEHOLDER)) seen.add(m[1]);
  return [...seen];
}
