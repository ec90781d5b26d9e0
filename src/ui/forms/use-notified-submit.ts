import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/domain/error-message';
import type { Msg, Shown } from '@/locales/messages';
import { notifyError, notifySuccess } from '@/ui/notices/notify';

interface NotifiedSubmitOptions {
  /** docs/behaviour.md's success text, shown as it leaves. */
  successMessage: Shown;
  /** docs/behaviour.md's fallback when the server sends no message. */
  fallbackError: Msg;
}

/**
 * Submit flow of the password screens: busy while the call runs, the success text then the next
 * screen, or the server's message (else the fallback) with everything typed kept for a retry.
 */
export function useNotifiedSubmit({ successMessage, fallbackError }: NotifiedSubmitOptions) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<void>, nextPath: string) => {
    setBusy(true);
    try {
      await call();
      notifySuccess(successMessage);
      // Busy stays on: the screen is leaving and must not be submitted twice meanwhile.
      void navigate(nextPath);
    } catch (error) {
      notifyError(errorMessage(error, fallbackError));
      setBusy(false);
    }
  };

  return { busy, run };
}
