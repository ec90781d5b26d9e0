import { TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DOB_MAX, DOB_MIN, parseTypedDate } from '@/domain/registration-input';
import { useT } from '@/ui/i18n/use-t';
import { fieldId } from './registration-fields';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function PersonalSection({ form }: SectionProps) {
  const t = useT();
  return (
    <FormSection title={t('registration.personalSection')}>
      <TextInput
        label={t('registration.fullName')}
        required
        autoComplete="name"
        {...form.textProps('fullname')}
      />
      <DateInput
        id={fieldId('dob')}
        label={t('registration.dob')}
        placeholder={t('registration.dobPlaceholder')}
        autoComplete="bday"
        // Day first is how members write dates; the value itself stays YYYY-MM-DD.
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDate}
        minDate={DOB_MIN}
        maxDate={DOB_MAX}
        clearable
        value={form.values.dob === '' ? null : form.values.dob}
        onChange={(value) => form.setValue('dob', value ?? '')}
        error={form.errors.dob}
      />
      <TextInput
        label={t('registration.phone')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        {...form.textProps('phone_number')}
      />
    </FormSection>
  );
}
