import { useId } from 'react';

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-slate-100';

interface FieldProps {
  label: string;
  hint?: string;
  /** A problem with this field (say, the API's `details` entry for it), shown under it and announced with it. */
  error?: string;
  className?: string;
}

/** The ids a control points at with aria-describedby: its error first, then its hint. */
function describedBy(id: string, hint?: string, error?: string, own?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null, own].filter(Boolean).join(' ') || undefined;
}

/** The control's accessibility attributes for its hint and error. */
const describe = (id: string, { hint, error }: FieldProps, own?: string) => ({
  'aria-describedby': describedBy(id, hint, error, own),
  'aria-invalid': error ? true : undefined,
});

export function FieldError({ id, error, className = '' }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={`mt-1 text-xs text-red-700 ${className}`}>
      {error}
    </p>
  );
}

function Labelled({ id, label, hint, error, className = '', children }: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

const invalid = (error?: string) => (error ? ' border-red-400 focus:border-red-500 focus:ring-red-500/30' : '');

export function TextField({ label, hint, error, className, ...rest }: FieldProps & React.ComponentProps<'input'>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} className={control + invalid(error)} {...rest} {...describe(id, { label, hint, error }, rest['aria-describedby'])} />
    </Labelled>
  );
}

export function TextArea({ label, hint, error, className, ...rest }: FieldProps & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <textarea id={id} className={`${control}${invalid(error)} font-mono`} {...rest} {...describe(id, { label, hint, error }, rest['aria-describedby'])} />
    </Labelled>
  );
}

export function SelectField({
  label, hint, error, className, options, ...rest
}: FieldProps & React.SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} className={control + invalid(error)} {...rest} {...describe(id, { label, hint, error }, rest['aria-describedby'])}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function Checkbox({ label, hint, ...rest }: { label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-500"
        {...rest}
        aria-describedby={[hint ? `${id}-hint` : null, rest['aria-describedby']].filter(Boolean).join(' ') || undefined}
      />
      <div className="text-sm text-slate-700">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-slate-500">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}

export const inputClass = control;
