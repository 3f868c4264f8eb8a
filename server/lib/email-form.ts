import { z } from 'zod';

/**
 * How the OpenAPI document states an email input: zod's own JSON Schema of the email rule the services apply
 * (`format: email` and its pattern, at most 254 characters). Fields that trim first or take `""` for "none"
 * say so beside it.
 */
export const emailForm = (({ $schema: _dialect, ...form }) => form)(z.toJSONSchema(z.email().max(254)) as Record<string, unknown>);
