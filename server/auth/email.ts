import { z } from 'zod';

/** An email address as accounts store it and sign-in looks it up: trimmed, lower case, at most 254 characters. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('must be a valid email address')).pipe(z.string().max(254));
