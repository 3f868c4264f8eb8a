import { Button } from './button';
import { ErrorNote } from './states';

/**
 * The end of every dialog form: cancel and submit. Forms show their errors with FormErrorSummary and under
 * their fields; `error` is for a form that shows them here instead.
 */
export function FormFooter({
  error,
  busy,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  disabled = false,
}: {
  error?: unknown;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  /** Submit is held back while the form says why next to it (a start that would call nobody). */
  disabled?: boolean;
}) {
  return (
    <>
      <ErrorNote error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" busy={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
