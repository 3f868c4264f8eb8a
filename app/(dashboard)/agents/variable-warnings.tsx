'use client';

import Link from 'next/link';
import { api } from '@/app/_trpc/client';
import { knownTemplateNames, undefinedTemplateVariables } from '@/server/services/templates/undefined-variables';

/**
 * An inline warning (it never blocks saving) about `{{variables}}` of a template that no context variable
 * definition gives a value: they render as empty text unless a call passes them.
 */
export function VariableWarnings({ template, field }: { template: string; field: string }) {
  const defs = api.agents.templateDefinitions.useQuery(undefined, { staleTime: 60_000 });
  if (!defs.data) return null;
  const unknown = undefinedTemplateVariables(template, knownTemplateNames(defs.data));
  if (unknown.length === 0) return null;
  return (
    <p role="status" data-testid={`unknown-variables-${field}`} className="mt-1 text-xs text-amber-800">
      Not defined: {unknown.map((n) => `{{${n}}}`).join(', ')}. {unknown.length === 1 ? 'It renders' : 'They render'} as empty text
      unless a call passes {unknown.length === 1 ? 'it' : 'them'} in its variables. Check the spelling, or define{' '}
      {unknown.length === 1 ? 'it' : 'them'} on the{' '}
      <Link href="/variables" className="underline">
        Context variables
      </Link>{' '}
      page (business variables are written <code>{'{{business_name}}'}</code>).
    </p>
  );
}
