import { NumberInput, TextInput } from '@mantine/core';
import { fieldId } from './registration-fields';
import { FormSection } from './form-section';
import type { RegistrationForm } from './use-registration-form';

interface SectionProps {
  form: RegistrationForm;
}

export function BusinessSection({ form }: SectionProps) {
  return (
    <FormSection title="Business Information">
      <TextInput
        label="Company Name"
        required
        autoComplete="organization"
        {...form.textProps('company_name')}
      />
      <TextInput label="Industry" required {...form.textProps('industry')} />
      <NumberInput
        id={fieldId('years_of_experience')}
        label="Years of Experience"
        min={0}
        // Whole years, never negative: docs/behaviour.md#rules-for-input sets the minimum at 0.
        allowNegative={false}
        allowDecimal={false}
        value={form.values.years_of_experience}
        // The form keeps the text; the payload builder turns it into a number.
        onChange={(value) => form.setValue('years_of_experience', String(value))}
        error={form.errors.years_of_experience}
      />
    </FormSection>
  );
}
