import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isEmailRelatedMessage, registrationErrorMessage } from '@/domain/error-message';
import {
  emptyRegistrationValues,
  type RegistrationField,
  type RegistrationValues,
} from '@/domain/registration';
import { registerAccount } from '@/repository/visitor-repository';
import { msg, type Shown } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { notifySuccess } from '@/ui/notices/notify';
import { fieldId, firstInvalidField } from './registration-fields';
import type { RegistrationForm } from './use-registration-form';

export const REGISTRATION_SUCCESS_NOTICE = msg('registration.success');

// The order the form shows its fields in, so focus lands on the top-most problem.
const FIELD_ORDER = Object.keys(emptyRegistrationValues()) as RegistrationField[];

function focusField(field: RegistrationField): void {
  document.getElementById(fieldId(field))?.focus();
}

/**
 * Submit flow of docs/behaviour.md#states: idle -> submitting -> /login, or back to idle with the error.
 * docs/decisions.md#registration-sends-only-a-form-without-errors: any field error blocks sending. Mantine's onSubmit checks every field
 * first, replacing any earlier server message too: the server judges the new values afresh.
 */
export function useRegistrationSubmit(form: RegistrationForm) {
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);
  const [dialogMessage, setDialogMessage] = useState<Shown | null>(null);

  // Once every error from a blocked attempt is fixed the message goes for good; a later mistake
  // shows only its own field message until the next attempt.
  const hasErrors = Object.keys(form.errors).length > 0;
  if (blocked && !hasErrors) setBlocked(false);

  const send = async (values: RegistrationValues) => {
    setBlocked(false);
    try {
      await registerAccount(values);
      // In the language shown when the answer came, which may have changed while it was sent.
      notifySuccess(translate(REGISTRATION_SUCCESS_NOTICE));
      void navigate('/login');
    } catch (error) {
      // Values stay in the form untouched so nothing typed has to be entered again.
      const message = registrationErrorMessage(error);
      if (isEmailRelatedMessage(message)) {
        form.setFieldError('email', message);
        focusField('email');
      } else {
        setDialogMessage(message);
      }
    }
  };

  const refuse = (errors: Readonly<Record<string, unknown>>) => {
    setBlocked(true);
    const firstInvalid = firstInvalidField(errors, FIELD_ORDER);
    if (firstInvalid) focusField(firstInvalid);
  };

  const submitForm = form.onSubmit(send, refuse);

  return {
    // Mantine holds "submitting" from the click until the request has settled.
    busy: form.submitting,
    blocked: blocked && hasErrors,
    dialogMessage,
    closeDialog: () => setDialogMessage(null),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A second Enter while the first request is out must not send the form twice.
      if (!form.submitting) submitForm(event);
    },
  };
}
