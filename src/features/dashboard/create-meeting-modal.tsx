import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { istWallClockToUtcIso } from '@/domain/ist';
import { validateCreateMeeting, type CreateMeetingValues } from '@/domain/session-rules';
import { RequiredTextInput } from '@/ui/forms/required-text-input';
import { useWrite } from '@/repository/use-write';
import { wholeFormRule } from '@/ui/forms/form-error';
import { CreateItemModal } from './create-item-modal';
import { IstDateTimePicker } from './ist-date-time-picker';
import { MeetingLinkField } from './meeting-link-field';

const EMPTY: CreateMeetingValues = { title: '', link: '', scheduled_at: '', description: '' };

interface CreateMeetingModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Admin's Create Meeting (docs/behaviour.md#create-meeting). */
export function CreateMeetingModal({ opened, onClose }: CreateMeetingModalProps) {
  const createMeeting = useWrite('createMeeting');
  const form = useForm<CreateMeetingValues>({
    initialValues: EMPTY,
    validate: wholeFormRule(validateCreateMeeting),
  });
  const send = (values: CreateMeetingValues) =>
    createMeeting({
      title: values.title.trim(),
      link: values.link.trim(),
      // The rule above has checked that the converter reads it.
      scheduled_at: istWallClockToUtcIso(values.scheduled_at) ?? '',
      description: values.description.trim(),
    });

  return (
    <CreateItemModal
      title="Create Meeting"
      opened={opened}
      onClose={onClose}
      form={form}
      send={send}
    >
      <RequiredTextInput label="Meeting Title" {...form.getInputProps('title')} />
      <MeetingLinkField {...form.getInputProps('link')} />
      <IstDateTimePicker
        label="Scheduled Date & Time"
        value={form.values.scheduled_at}
        onChange={(scheduledAt) => form.setFieldValue('scheduled_at', scheduledAt)}
      />
      <Textarea
        label="Description"
        rows={3}
        withAsterisk
        aria-required
        {...form.getInputProps('description')}
      />
    </CreateItemModal>
  );
}
