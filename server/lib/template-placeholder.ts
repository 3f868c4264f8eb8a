/**
 * The placeholder of a template (pure): `{{name}}` or `{{name|fallback}}`, spaces allowed inside the braces. The
 * renderer (services/templates/render.ts) fills them in; a provider that fills them in itself (Vapi with Liquid,
 * Retell with its dynamic variables) is given the template in its own syntax, translated with this pattern.
 */

/** The longest fallback text: a few words, never a paragraph. */
export const FALLBACK_MAX_LENGTH = 200;

const PLACEHOLDER = new RegExp(`\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\|([^{}|\\u0000-\\u001f\\u007f]{0,${FALLBACK_MAX_LENGTH}}))?\\}\\}`, 'g');

/**
 * A fresh copy of the placeholder pattern (it is global, so each scan needs its own lastIndex): group 1 is the name,
 * group 2 the fallback (undefined without `|`).
 */
export const templatePlaceholderPattern = () => new RegExp(PLACEHOLDER.source, 'g');
