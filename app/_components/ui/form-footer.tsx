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
}: {
  error?: unknown;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
}) {
  return (
    <>
      <ErrorNote error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
