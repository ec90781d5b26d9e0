import type { TextInputProps } from '@mantine/core';
import { RequiredTextInput } from '@/ui/forms/required-text-input';
import { useT } from '@/ui/i18n/use-t';

/** The required 'Meeting Link' of Create Session (online) and Create Meeting: a URL field. */
export function MeetingLinkField(props: TextInputProps) {
  const t = useT();
  return (
    <RequiredTextInput
      label={t('session.meetingLink')}
      type="url"
      placeholder="https://"
      {...props}
    />
  );
}
