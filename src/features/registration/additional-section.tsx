import { Textarea, TextInput } from '@mantine/core';
import { useT } from '@/ui/i18n/use-t';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function AdditionalSection({ form }: SectionProps) {
  const t = useT();
  return (
    <FormSection
      title={t('registration.additionalSection')}
      header={
        <Textarea
          label={t('registration.address')}
          autoComplete="street-address"
          rows={2}
          resize="vertical"
          {...form.textProps('address')}
        />
      }
      footer={
        <Textarea
          label={t('registration.additionalInfo')}
          rows={3}
          resize="vertical"
          {...form.textProps('additional_info')}
        />
      }
    >
      <TextInput
        label={t('registration.aadhaarNumber')}
        inputMode="numeric"
        autoComplete="off"
        {...form.textProps('aadhar_no')}
      />
      <TextInput
        label={t('registration.pan')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        {...form.textProps('pan_number')}
      />
      <TextInput
        label={t('registration.udmNumber')}
        autoComplete="off"
        spellCheck={false}
        {...form.textProps('udm_number')}
      />
      <TextInput label={t('registration.serviceOffered')} {...form.textProps('service_offered')} />
      <TextInput label={t('registration.productOffered')} {...form.textProps('product_offered')} />
      <TextInput label={t('registration.referredBy')} {...form.textProps('referred_by')} />
    </FormSection>
  );
}
