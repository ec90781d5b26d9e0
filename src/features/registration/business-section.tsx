import { TextInput } from '@mantine/core';
import { useT } from '@/ui/i18n/use-t';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function BusinessSection({ form }: SectionProps) {
  const t = useT();
  return (
    <FormSection title={t('registration.businessSection')}>
      <TextInput
        label={t('registration.companyName')}
        required
        autoComplete="organization"
        {...form.textProps('company_name')}
      />
      <TextInput label={t('registration.industry')} required {...form.textProps('industry')} />
      {/*
        Whole years, never negative (docs/behaviour.md#rules-for-input sets the minimum at 0): the
        form keeps digits only, those of a Hindi or Marathi keyboard as 0-9, and the payload
        builder turns them into a number. A text input, not a number input: the number input
        drops the digits a Devanagari keyboard types.
      */}
      <TextInput
        label={t('registration.yearsOfExperience')}
        inputMode="numeric"
        {...form.textProps('years_of_experience')}
      />
    </FormSection>
  );
}
