import { ApiError } from '../../http/errors';

/**
 * The contract's missing_parameter check, in the services too (the dashboard reaches them without the
 * REST wrapper): the first absent, null or blank field is named.
 */
export function requireFields(input: unknown, fields: readonly string[], code = 'missing_parameter') {
  const o = (input ?? {}) as Record<string, unknown>;
  for (const f of fields) {
    const v = o[f];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      throw new ApiError(400, code, `Missing required parameter: ${f}.`);
    }
  }
}
