import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '@/ui/i18n/use-t';
import { yearsTyped, type ProfileFormValues } from './profile-form-values';

interface ProfileTextFieldsProps {
  form: UseFormReturnType<ProfileFormValues>;
}

// Long text wraps inside the textareas, which grow with it up to a point, then scroll.
const TEXTAREA = { autosize: true, resize: 'vertical', maxRows: 10 } as const;

/** The six profile fields of docs/behaviour.md#screens, labelled exactly as written there. */
export function ProfileTextFields({ form }: ProfileTextFieldsProps) {
  const t = useT();
  const years = form.getInputProps('years_of_experience');
  return (
    <>
      <TextInput
        label={t('profile.fullName')}
        autoComplete="name"
        {...form.getInputProps('fullname')}
      />
      <Textarea
        label={t('profile.address')}
        autoComplete="street-address"
        minRows={2}
        {...TEXTAREA}
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label={t('profile.serviceOffered')} {...form.getInputProps('service_offered')} />
        <TextInput label={t('profile.productOffered')} {...form.getInputProps('product_offered')} />
      </SimpleGrid>
      <TextInput
        label={t('profile.yearsOfExperience')}
        // Whole years, never negative (docs/behaviour.md#rules-for-input sets the minimum at 0):
        // digits only, and a Hindi or Marathi keyboard's digits (०-९) are taken as 0-9. A text
        // field, since a number field drops those digits before any code sees them.
        inputMode="numeric"
        maw={{ base: '100%', sm: '12rem' }}
        {...years}
        onChange={(event) =>
          form.setFieldValue('years_of_experience', yearsTyped(event.currentTarget.value))
        }
      />
      <Textarea
        label={t('profile.additionalInfo')}
        minRows={3}
        {...TEXTAREA}
        {...form.getInputProps('additional_info')}
      />
    </>
  );
}
