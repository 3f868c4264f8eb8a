'use client';

import Link from 'next/link';
import { api } from '@/app/_trpc/client';
import { malformedPlaceholders } from '@/server/services/templates/render';
import { knownTemplateNames, undefinedTemplateVariables, variablesNeedingFallback } from '@/server/services/templates/undefined-variables';

const braced = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');

/**
 * Inline warnings (they never block saving) about a template's placeholders: `{{variables}}` that no context variable
 * definition gives a value (they render as empty text unless a call passes them), variables of spoken text without a
 * fallback that may have no value on a call (the callee hears nothing there), and double braces that are no placeholder at all
 * (said as written).
 */
export function VariableWarnings({ template, field, spoken = false }: { template: string; field: string; spoken?: boolean }) {
  const defs = api.agents.templateDefinitions.useQuery(undefined, { staleTime: 60_000 });
  const values = api.agents.templateValues.useQuery({ contact_id: null }, { staleTime: 60_000, enabled: spoken });
  const malformed = malformedPlaceholders(template);
  const unknown = defs.data ? undefinedTemplateVariables(template, knownTemplateNames(defs.data)) : [];
  // Only spoken text (the first message) is said word for word; the model rephrases its instructions anyway.
  const unguarded = spoken && values.data ? variablesNeedingFallback(template, values.data.business).filter((n) => !unknown.includes(n)) : [];
  if (malformed.length === 0 && unknown.length === 0 && unguarded.length === 0) return null;
  const one = unknown.length === 1;
  return (
    <div className="mt-1 space-y-1 text-xs text-amber-800">
      {malformed.length > 0 && (
        <p role="status" data-testid={`malformed-placeholders-${field}`}>
          Not a placeholder, said as written: {malformed.join(', ')}. A placeholder is a name in double braces, with an
          optional fallback after <code>|</code> of at most 200 characters, without braces.
        </p>
      )}
      {unknown.length > 0 && (
        <p role="status" data-testid={`unknown-variables-${field}`}>
          Not defined: {braced(unknown)}. {one ? 'It renders' : 'They render'} as empty text
          unless a call passes {one ? 'it' : 'them'} in its variables. Check the spelling, or define{' '}
          {one ? 'it' : 'them'} on the{' '}
          <Link href="/variables" className="underline">
            Context variables
          </Link>{' '}
          page (business variables are written <code>{'{{business_name}}'}</code>).
        </p>
      )}
      {unguarded.length > 0 && (
        <p role="status" data-testid={`no-fallback-${field}`}>
          No fallback: {braced(unguarded)} may have no value on a call, and the callee then hears nothing there. Add
          what to say instead after a <code>|</code>, such as <code>{'{{first_name|there}}'}</code>.
        </p>
      )}
    </div>
  );
}
