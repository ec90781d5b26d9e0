import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router-dom';
import {
  PASSWORD_MESSAGES,
  passwordConfirmationError,
  requiredText,
} from '@/domain/password-reset';
import { EmailField } from '@/ui/forms/email-field';
import { useNotifiedSubmit } from '@/ui/forms/use-notified-submit';
import { PasswordField } from '@/ui/forms/password-field';
import { VisitorCard } from '@/ui/frame/visitor-card';
import { resetPasswordWithCode } from '@/repository/visitor-repository';
import { BackToLoginLink } from './back-to-login-link';
import { SubmitButton } from '@/ui/forms/submit-button';
import { useFillUntouched, useHydrated } from '@/ui/scheduling/after-hydration';
import { useT } from '@/ui/i18n/use-t';
import { latinDigits } from '@/domain/digits';
import { messageNode } from '@/ui/i18n/message-text';

interface ResetValues {
  email: string;
  otp: string;
  password: string;
  passwordConfirmation: string;
}

// Errors are announced as they appear, so a screen-reader user hears why nothing was sent.
const ERROR_PROPS = { role: 'alert' } as const;

/** /reset-password: sets a new password with the emailed one-time code (docs/behaviour.md#screens). */
export function ResetPasswordPage() {
  const t = useT();
  // Arriving from /forgot-password carries the email along (docs/behaviour.md#screens). The
  // prerendered page cannot know it: there it is filled in once the page is hydrated, unless
  // the person has typed into the field already.
  const queryEmail = useSearchParams()[0].get('email');
  const hydrated = useHydrated();
  const { busy, run } = useNotifiedSubmit({
    successMessage: PASSWORD_MESSAGES.resetDone,
    fallbackError: PASSWORD_MESSAGES.fallback,
  });
  const form = useForm<ResetValues>({
    initialValues: {
      email: (hydrated && queryEmail) || '',
      otp: '',
      password: '',
      passwordConfirmation: '',
    },
    validate: {
      email: (value) => messageNode(requiredText(value)),
      otp: (value) => messageNode(requiredText(value)),
      password: (value) => messageNode(requiredText(value)),
      passwordConfirmation: (value, values) =>
        messageNode(passwordConfirmationError(value, values.password)),
    },
  });

  useFillUntouched(form, { email: queryEmail ?? undefined });

  // On failure everything typed stays, so a mistyped code can be corrected without starting over.
  const submit = form.onSubmit((values) => run(() => resetPasswordWithCode(values), '/login'));

  return (
    <VisitorCard subtitle={t('password.resetSubtitle')}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <EmailField required errorProps={ERROR_PROPS} {...form.getInputProps('email')} />
          <TextInput
            label={t('password.otp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            errorProps={ERROR_PROPS}
            {...form.getInputProps('otp')}
            // A code typed on a Hindi or Marathi keyboard (०-९) is sent as the 0-9 the email shows.
            onChange={(event) => form.setFieldValue('otp', latinDigits(event.currentTarget.value))}
          />
          <PasswordField
            label={t('password.newPassword')}
            autoComplete="new-password"
            required
            errorProps={ERROR_PROPS}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('password.confirmPassword')}
            autoComplete="new-password"
            required
            errorProps={ERROR_PROPS}
            {...form.getInputProps('passwordConfirmation')}
          />
          <SubmitButton
            fullWidth
            busy={busy}
            label={t('password.reset')}
            busyLabel={t('password.resetting')}
          />
          <BackToLoginLink />
        </Stack>
      </form>
    </VisitorCard>
  );
}
