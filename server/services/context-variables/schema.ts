import { z } from 'zod';
import { contextTypes, variableTypes } from '../../db/schema';
import { required } from '../../errors';
import { pageParams } from '../../lib/pagination';

export const VARIABLE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
export const variableNameSchema = z
  .string()
  .regex(VARIABLE_NAME, 'must start with a lowercase letter and hold only lowercase letters, digits and underscores (at most 64 characters)');

// `.meta()` writes into the OpenAPI document the rules the refinements apply, which JSON Schema can state.
const option = z.string().max(200).refine((s) => s.trim() !== '', 'must not be empty').meta({ pattern: '\\S' });
export const selectOptionsSchema = z
  .array(option)
  .min(1, 'must list at least one option')
  .max(200)
  .refine((a) => new Set(a).size === a.length, 'options must be distinct')
  .meta({ uniqueItems: true });

const displayName = z.string().trim().min(1, 'must not be empty').max(200);
const description = z.string().trim().max(2000).transform((s) => (s === '' ? null : s)).nullable().optional();

export const createVariableInput = z
  .object({
    name: required(variableNameSchema),
    display_name: required(displayName),
    description,
    variable_type: required(z.enum(variableTypes)),
    context_type: required(z.enum(contextTypes)),
    select_options: selectOptionsSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.variable_type === 'select' && !v.select_options) {
      ctx.addIssue({ code: 'custom', path: ['select_options'], message: 'is required for select variables' });
    }
    if (v.variable_type !== 'select' && v.select_options) {
      ctx.addIssue({ code: 'custom', path: ['select_options'], message: 'is only allowed for select variables' });
    }
  })
  .meta({
    anyOf: [
      { properties: { variable_type: { const: 'select' }, select_options: { type: 'array' } }, required: ['select_options'] },
      { properties: { variable_type: { not: { const: 'select' } }, select_options: { type: 'null' } } },
    ],
  });
export type CreateVariableInput = z.input<typeof createVariableInput>;

/**
 * PUT and PATCH take the same body and both change only what is sent. `name` and `context_type` are
 * immutable: sending the current value is accepted, any other value is a validation_error.
 */
const unchangeable = {
  not: {},
  description: 'Cannot be changed: only the current value is accepted, so leave it out (delete the variable and create it again instead).',
};
export const updateVariableInput = z.object({
  name: z.string().optional().meta(unchangeable),
  context_type: z.string().optional().meta(unchangeable),
  display_name: displayName.optional(),
  description,
  variable_type: z.enum(variableTypes).optional(),
  select_options: selectOptionsSchema.nullable().optional(),
});
export type UpdateVariableInput = z.input<typeof updateVariableInput>;

export const variableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  variable_type: z.enum(variableTypes),
  context_type: z.enum(contextTypes),
  select_options: z.array(z.string()).nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VariableDto = z.infer<typeof variableSchema>;

/** Response of create and update. */
export const variableConfirmationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  message: z.string(),
});
export type VariableConfirmation = z.infer<typeof variableConfirmationSchema>;

export const messageSchema = z.object({ message: z.string() });

export const listVariablesQuery = z.object({
  context_type: z.enum(contextTypes).optional(),
  ...pageParams,
});
export type ListVariablesQuery = z.input<typeof listVariablesQuery>;

export const variableListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  variables: z.array(variableSchema),
});
export type VariableList = z.infer<typeof variableListSchema>;

/** Body of POST /api/v1/contacts/{id}/context and POST /api/v1/business/context. */
export const setContextInput = z.object({
  variables: z
    .record(z.string(), z.unknown())
    .refine((v) => Object.keys(v).length > 0, 'must set at least one variable')
    .refine((v) => Object.keys(v).length <= 200, 'at most 200 variables per request')
    // The service refuses other names (validation_error) and, unless auto_create_variables, undefined ones.
    .meta({ minProperties: 1, maxProperties: 200, propertyNames: { pattern: VARIABLE_NAME.source } }),
  auto_create_variables: z.boolean().default(false),
});
export type SetContextInput = z.input<typeof setContextInput>;

export const contactContextResponseSchema = z.object({ message: z.string(), contact_id: z.number().int() });
export type ContactContextResponse = z.infer<typeof contactContextResponseSchema>;
