import { failureText } from '../../../../api/failure';

/** What one back-office form dialog does when its OK is pressed. */
export interface AdminFormSteps<D> {
  /** The values to send, read from the form as it is now. */
  draft: () => D;
  /** The first thing wrong with `draft`, in the page's language (then nothing is sent). */
  check?: (draft: D) => string | undefined;
  send: (draft: D) => Promise<unknown>;
  /** After a successful send, before the dialog closes (a message, a reload). */
  onDone?: () => void;
  onClose: () => void;
}

/**
 * Checks, sends, then `onDone` and close; a refused draft or a failed call leaves the dialog
 * open with the reason (the server's translated field message where it gave one).
 */
export async function submitAdminForm<D>(
  steps: AdminFormSteps<D>,
  state: { setBusy: (busy: boolean) => void; setError: (error: string | null) => void },
): Promise<void> {
  const draft = steps.draft();
  const problem = steps.check?.(draft);
  if (problem !== undefined) return state.setError(problem);
  state.setBusy(true);
  state.setError(null);
  try {
    await steps.send(draft);
  } catch (failure) {
    state.setError(failureText(failure));
    return;
  } finally {
    state.setBusy(false);
  }
  steps.onDone?.();
  steps.onClose();
}
