import { renderParts, type TemplateValues } from '@/server/services/templates/render';

/**
 * A first message as the callee hears it: the call's renderer over the given values. Where a placeholder's value is
 * missing and its fallback is said instead (`{{first_name|there}}`), the fallback is marked, so the author sees
 * what a contact without that value hears.
 */
export function SpokenFirstMessage({ firstMessage, values, testId }: { firstMessage: string; values: TemplateValues; testId: string }) {
  const parts = renderParts(firstMessage, values);
  const spoken = parts.map((p) => p.text).join('');
  const fallbacks = parts.flatMap((p) => (p.kind === 'fallback' ? [p.name] : []));
  return (
    <>
      <p data-testid={testId} className="whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
        {spoken.trim() === ''
          ? <span className="text-slate-500">No first message.</span>
          : parts.map((p, i) => (p.kind === 'fallback'
            ? <mark key={i} title={`Fallback of {{${p.name}}}`} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{p.text}</mark>
            : p.text))}
      </p>
      {fallbacks.length > 0 && (
        <p className="mt-1 text-xs text-slate-500">
          Marked: said in place of {[...new Set(fallbacks)].map((n) => `{{${n}}}`).join(', ')}, which {new Set(fallbacks).size === 1 ? 'has' : 'have'} no value here.
        </p>
      )}
    </>
  );
}
