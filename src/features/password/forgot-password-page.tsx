import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MESSAGES, requiredText } from '@/domain/password-reset';
import { EmailField } from '@/ui/forms/email-field';
import { useNotifiedSubmit } from '@/ui/forms/use-notified-submit';
import { VisitorCard } from '@/ui/frame/visitor-card';
import { sendPasswordResetLink } from '@/repository/visitor-repository';
import { BackToLoginLink } from './back-to-login-link';
import { SubmitButton } from '@/ui/forms/submit-button';
import { useT } from '@/ui/i18n/use-t';
import { messageNode } from '@/ui/i18n/message-text';

/** /forgot-password: asks the server to email a one-time reset code (docs/behaviour.md#screens). */
export function ForgotPasswordPage() {
  const t = useT();
  const { busy, run } = useNotifiedSubmit({
    successMessage: PASSWORD_MESSAGES.linkSent,
    fallbackError: PASSWORD_MESSAGES.fallback,
  });
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (email) => messageNode(requiredText(email)) },
  });

  const submit = form.onSubmit(({ email }) =>
    // The reset screen prefills its email from the query, so the person types it only once.
    run(
      () => sendPasswordResetLink(email),
      `/reset-password?email=${encodeURIComponent(email.trim())}`,
    ),
  );

  return (
    <VisitorCard subtitle={t('password.forgotSubtitle')}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <EmailField required errorProps={{ role: 'alert' }} {...form.getInputProps('email')} />
          <SubmitButton
            fullWidth
            busy={busy}
            label={t('password.sendLink')}
            busyLabel={t('password.sending')}
          />
          <BackToLoginLink />
        </Stack>
      </form>
    </VisitorCard>
  );
}
