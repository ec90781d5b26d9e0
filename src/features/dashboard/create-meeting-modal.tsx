import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { istWallClockToUtcIso } from '@/domain/ist';
import {
  CREATE_MEETING_MESSAGE,
  validateCreateMeeting,
  type CreateMeetingValues,
} from '@/domain/session-rules';
import { useWrite } from '@/repository/use-write';
import { IstDateTimePicker } from './ist-date-time-picker';
import { ErrorAlert } from '@/features/shared/error-alert';

const EMPTY: CreateMeetingValues = { title: '', link: '', scheduled_at: '', description: '' };

interface CreateMeetingModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Admin's Create Meeting (SPEC.md sections 2 and 5). The write hook announces success, failure
 * and the offline refusal itself; this form only keeps what was typed until the meeting is sent.
 */
export function CreateMeetingModal({ opened, onClose }: CreateMeetingModalProps) {
  const createMeeting = useWrite('createMeeting');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateMeetingValues>({ initialValues: EMPTY });

  const submit = form.onSubmit(async (values) => {
    const invalid = validateCreateMeeting(values);
    // A wall clock the converter cannot read could not be sent: it counts as a missing field.
    const scheduledAt = istWallClockToUtcIso(values.scheduled_at);
    setProblem(invalid ?? (scheduledAt === null ? CREATE_MEETING_MESSAGE : null));
    if (invalid !== null || scheduledAt === null) return;
    setBusy(true);
    const outcome = await createMeeting({
      title: values.title.trim(),
      link: values.link.trim(),
      scheduled_at: scheduledAt,
      description: values.description.trim(),
    });
    setBusy(false);
    if (outcome.status !== 'sent') return; // Failed or refused offline: everything typed stays.
    form.reset();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Meeting"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
          <TextInput
            label="Meeting Title"
            withAsterisk
            aria-required
            {...form.getInputProps('title')}
          />
          <TextInput
            label="Meeting Link"
            type="url"
            placeholder="https://"
            withAsterisk
            aria-required
            {...form.getInputProps('link')}
          />
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
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : 'Create Meeting'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
