import { Textarea, TextInput } from '@mantine/core';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function AdditionalSection({ form }: SectionProps) {
  return (
    <FormSection
      title="Additional Details"
      header={
        <Textarea
          label="Address"
          autoComplete="street-address"
          rows={2}
          resize="vertical"
          {...form.textProps('address')}
        />
      }
      footer={
        <Textarea
          label="Additional Information"
          rows={3}
          resize="vertical"
          {...form.textProps('additional_info')}
        />
      }
    >
      <TextInput
        label="Aadhar Number"
        inputMode="numeric"
        autoComplete="off"
        {...form.textProps('aadhar_no')}
      />
      <TextInput
        label="PAN"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        {...form.textProps('pan_number')}
      />
      <TextInput
        label="UDM Number"
        autoComplete="off"
        spellCheck={false}
        {...form.textProps('udm_number')}
      />
      <TextInput label="Service Offered" {...form.textProps('service_offered')} />
      <TextInput label="Product Offered" {...form.textProps('product_offered')} />
      <TextInput label="Referred By" {...form.textProps('referred_by')} />
    </FormSection>
  );
}
