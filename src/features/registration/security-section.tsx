import { EmailField } from '@/ui/forms/email-field';
import { PasswordField } from '@/ui/forms/password-field';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function SecuritySection({ form }: SectionProps) {
  return (
    <FormSection
      title="Security Details"
      header={<EmailField required {...form.textProps('email')} />}
    >
      {/* new-password lets password managers offer a generated one and keeps it from autofilling. */}
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        {...form.textProps('password')}
      />
      <PasswordField
        label="Confirm Password"
        required
        autoComplete="new-password"
        {...form.textProps('password_confirmation')}
      />
    </FormSection>
  );
}
