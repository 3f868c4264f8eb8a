import { z } from 'zod';
import { emailSchema } from '../../auth/email';
import { permissionSchema, permissions } from '../../auth/permissions';
import { userRoles } from '../../db/schema';
import { dateTimeInput } from '../../lib/date-time';
import { rowIdSchema } from '../../lib/ids';

export const passwordSchema = z.string().min(8, 'must be at least 8 characters').max(200);

export const bootstrapInput = z.object({
  email: emailSchema,
  password: passwordSchema.optional(),
  account_name: z.string().trim().min(1).max(200).default('My Business'),
  name: z.string().trim().max(200).optional(),
});
export type BootstrapInput = z.input<typeof bootstrapInput>;

/** The dashboard's sign-up form: a new account and its owner. */
export const signUpInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().max(200).optional(),
  account_name: z.string().trim().min(1, 'enter your business name').max(200),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const createUserInput = z.object({
  email: emailSchema,
  password: passwordSchema.optional(),
  role: z.enum(userRoles).default('member'),
  name: z.string().trim().max(200).optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;

export const createTeamInput = z.object({
  name: z.string().trim().min(1).max(200),
  member_ids: z.array(rowIdSchema).default([]),
});
export type CreateTeamInput = z.input<typeof createTeamInput>;

export const createKeyInput = z.object({
  name: z.string().trim().min(1).max(200).default('Default key'),
  permissions: z.array(permissionSchema).default([...permissions]),
  // A Date from the dashboard (superjson), or text read strictly: z.coerce.date() rolled 2026-02-30 over to 2 March.
  expires_at: z.union([z.date(), dateTimeInput.transform((s) => new Date(s))]).nullish(),
});
export type CreateKeyInput = z.input<typeof createKeyInput>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.string()),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  user_id: z.number().int(),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

/** The dashboard's password change: the current password proves it is the user at the keyboard. */
export const changePasswordInput = z.object({
  current_password: z.string().min(1, 'enter your current password').max(200),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
