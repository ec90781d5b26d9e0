import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from './profile-form-values';

interface ProfileTextFieldsProps {
  form: UseFormReturnType<ProfileFormValues>;
}

// Long text wraps inside the textareas, which grow with it up to a point, then scroll.
const TEXTAREA = { autosize: true, resize: 'vertical', maxRows: 10 } as const;

/** The six profile fields of docs/behaviour.md#screens, labelled exactly as written there. */
export function ProfileTextFields({ form }: ProfileTextFieldsProps) {
  return (
    <>
      <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('fullname')} />
      <Textarea
        label="Address"
        autoComplete="street-address"
        minRows={2}
        {...TEXTAREA}
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label="Service Offered" {...form.getInputProps('service_offered')} />
        <TextInput label="Product Offered" {...form.getInputProps('product_offered')} />
      </SimpleGrid>
      <NumberInput
        label="Years of Experience"
        // Whole years, never negative: docs/behaviour.md#rules-for-input sets the minimum at 0.
        min={0}
        allowNegative={false}
        allowDecimal={false}
        inputMode="numeric"
        maw={{ base: '100%', sm: '12rem' }}
        {...form.getInputProps('years_of_experience')}
      />
      <Textarea
        label="Additional Information"
        minRows={3}
        {...TEXTAREA}
        {...form.getInputProps('additional_info')}
      />
    </>
  );
}
