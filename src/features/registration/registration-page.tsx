import '@/ui/scheduling/deferred-styles';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { REGISTRATION_MESSAGES } from '@/domain/registration';
import { MessageDialog } from '@/ui/notices/message-dialog';
import { VisitorCard } from '@/ui/frame/visitor-card';
import { AdditionalSection } from './additional-section';
import { BusinessSection } from './business-section';
import { PersonalSection } from './personal-section';
import { SecuritySection } from './security-section';
import { useRegistrationForm } from './use-registration-form';
import { useRegistrationSubmit } from './use-registration-submit';
import { ErrorAlert } from '@/ui/forms/error-alert';
import { SubmitButton } from '@/ui/forms/submit-button';
import { showText, useT } from '@/ui/i18n/use-t';

/** /users/sign_up: docs/behaviour.md#screens, "Registration screen". */
export function RegistrationPage() {
  const form = useRegistrationForm();
  const submit = useRegistrationSubmit(form);
  const t = useT();

  return (
    <VisitorCard subtitle={t('registration.subtitle')} width={760}>
      {/* noValidate: our own rules show docs/behaviour.md's messages; the browser's bubbles would not. */}
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="xl">
          <PersonalSection form={form} />
          <SecuritySection form={form} />
          <BusinessSection form={form} />
          <AdditionalSection form={form} />
          <Stack gap="sm">
            {submit.blocked ? <ErrorAlert>{t(REGISTRATION_MESSAGES.blocked)}</ErrorAlert> : null}
            <SubmitButton
              fullWidth
              busy={submit.busy}
              label={t('registration.submit')}
              busyLabel={t('registration.submitting')}
            />
            <Text size="sm" ta="center">
              {t('registration.haveAccount')}{' '}
              {/* Underlined: in dark, link blue and text grey are too alike to tell apart by colour. */}
              <Anchor component={Link} to="/login" underline="always">
                {t('registration.logIn')}
              </Anchor>
            </Text>
          </Stack>
        </Stack>
      </form>
      <MessageDialog
        title={t('registration.failedTitle')}
        message={submit.dialogMessage === null ? null : showText(t, submit.dialogMessage)}
        onClose={submit.closeDialog}
      />
    </VisitorCard>
  );
}
