import type { TextInputProps } from '@mantine/core';
import { RequiredTextInput } from '@/ui/forms/required-text-input';

/** The required 'Meeting Link' of Create Session (online) and Create Meeting: a URL field. */
export function MeetingLinkField(props: TextInputProps) {
  return <RequiredTextInput label="Meeting Link" type="url" placeholder="https://" {...props} />;
}
