/** A form's primary button: disabled and saying so while the form's action runs, so it is sent once. */
import type { ReactNode } from 'react';

export function SubmitButton({
  busy,
  children,
  busyLabel = 'Please wait…',
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
