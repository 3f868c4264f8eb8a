import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';

export const previewTemplateInput = z.object({
  template: z.string().max(100_000),
  contact_id: rowIdSchema.nullish(),
  /** Per-call variables, as a call would pass them. */
  variables: z.record(z.string(), z.unknown()).nullish(),
});
export type PreviewTemplateInput = z.input<typeof previewTemplateInput>;

/** The values a template sees for one contact of the actor's (or for none). */
export const templateValuesInput = z.object({ contact_id: rowIdSchema.nullish() });
export type TemplateValuesInput = z.input<typeof templateValuesInput>;

export const templatePreviewSchema = z.object({
  rendered: z.string(),
  /** Every variable the template uses, in order of first appearance. */
  variables: z.array(z.string()),
  /** The variables that rendered as empty text: nothing gave them a value, and they have no fallback (or an empty one). */
  missing: z.array(z.string()),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;
