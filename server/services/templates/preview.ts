import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { renderTemplate, templateVariables, unfilledVariables, type TemplateValues } from './render';
import { previewTemplateInput, type PreviewTemplateInput, type TemplatePreview } from './schema';
import { templateValues } from './values';

/**
 * Renders a template as a call would (the dashboard's preview): with a visible contact's values (404
 * not_found otherwise), the account's business values and the given per-call variables.
 */
export async function previewTemplate(db: DbOrTx, actor: Actor, input: PreviewTemplateInput): Promise<TemplatePreview> {
  const data = parseOrThrow(previewTemplateInput, input);
  const known = await templateValues(db, actor, { contact_id: data.contact_id });
  // The call's own variables (`{{disclosure}}`) win over the given ones, as they do on a call.
  const values: TemplateValues = { ...known, overrides: { ...data.variables, ...known.overrides } };
  const names = templateVariables(data.template);
  return {
    rendered: renderTemplate(data.template, values),
    variables: names,
    missing: unfilledVariables(data.template, values),
  };
}
