import { Textarea } from '@mantine/core';
import { istWallClockToUtcIso } from '@/domain/ist';
import { validateCreateMeeting, type CreateMeetingValues } from '@/domain/meeting';
import { RequiredTextInput } from '@/ui/forms/required-text-input';
import { useWrite } from '@/repository/use-write';
import { useT } from '@/ui/i18n/use-t';
import { IstDateTimePicker } from './ist-date-time-picker';
import { createLabels, ItemFormModal } from './item-form-modal';
import { MeetingLinkField } from './meeting-link-field';

const EMPTY: CreateMeetingValues = { title: '', link: '', scheduled_at: '', description: '' };

interface CreateMeetingModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Admin's Create Meeting (docs/behaviour.md#create-meeting). */
export function CreateMeetingModal({ opened, onClose }: CreateMeetingModalProps) {
  const t = useT();
  const createMeeting = useWrite('createMeeting');
  const send = (values: CreateMeetingValues) =>
    createMeeting({
      title: values.title.trim(),
      link: values.link.trim(),
      // The rule above has checked that the converter reads it.
      scheduled_at: istWallClockToUtcIso(values.scheduled_at) ?? '',
      description: values.description.trim(),
    });

  return (
    <ItemFormModal
      labels={createLabels(t, t('dashboard.createMeeting'))}
      initialValues={EMPTY}
      validate={validateCreateMeeting}
      opened={opened}
      onClose={onClose}
      send={send}
    >
      {(form) => (
        <>
          <RequiredTextInput label={t('meeting.fieldTitle')} {...form.getInputProps('title')} />
          <MeetingLinkField {...form.getInputProps('link')} />
          <IstDateTimePicker
            label={t('meeting.scheduledAt')}
            value={form.values.scheduled_at}
            onChange={(scheduledAt) => form.setFieldValue('scheduled_at', scheduledAt)}
          />
          <Textarea
            label={t('meeting.description')}
            rows={3}
            withAsterisk
            aria-required
            {...form.getInputProps('description')}
          />
        </>
      )}
    </ItemFormModal>
  );
}
