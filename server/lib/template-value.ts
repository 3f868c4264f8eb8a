/** The text a value renders as in a template or a provider's variables: strings as they are, other values as JSON. Pure. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Whether a value says nothing when rendered: missing, null, or only whitespace. */
export const isBlankValue = (value: unknown) => formatValue(value).trim() === '';
