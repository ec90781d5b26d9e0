import { EmailField } from '@/ui/forms/email-field';
import { PasswordField } from '@/ui/forms/password-field';
import { useT } from '@/ui/i18n/use-t';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function SecuritySection({ form }: SectionProps) {
  const t = useT();
  return (
    <FormSection
      title={t('registration.securitySection')}
      header={<EmailField required {...form.textProps('email')} />}
    >
      {/* new-password lets password managers offer a generated one and keeps it from autofilling. */}
      <PasswordField
        label={t('field.password')}
        required
        autoComplete="new-password"
        {...form.textProps('password')}
      />
      <PasswordField
        label={t('registration.confirmPassword')}
        required
        autoComplete="new-password"
        {...form.textProps('password_confirmation')}
      />
    </FormSection>
  );
}
