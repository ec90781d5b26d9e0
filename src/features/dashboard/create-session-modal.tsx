import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { istWallClockToUtcIso } from '@/domain/ist';
import { validateCreateSession, type CreateSessionValues } from '@/domain/session-rules';
import type { SessionMode } from '@/domain/types';
import { useWrite } from '@/repository/use-write';
import { IstDateTimePicker } from './ist-date-time-picker';
import { ErrorAlert } from '@/features/shared/error-alert';

const MODE_OPTIONS: { value: SessionMode; label: string }[] = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
];

const EMPTY: CreateSessionValues = {
  instructor: '',
  topic: '',
  mode: 'online',
  link: '',
  date: '',
};

interface CreateSessionModalProps {
  opened: boolean;
  onClose: () => void;
}

/** When Create Session is pressed (read in the submit handler, never while rendering). */
const submittedAt = () => Date.now();

/**
 * Admin's Create Session (SPEC.md sections 2 and 5). The write hook announces success, failure
 * and the offline refusal itself; this form only keeps what was typed until the session is sent.
 */
export function CreateSessionModal({ opened, onClose }: CreateSessionModalProps) {
  const createSession = useWrite('createSession');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateSessionValues>({ initialValues: EMPTY });
  const { mode } = form.values;

  const changeMode = (next: SessionMode | null) => {
    if (next === null || next === mode) return;
    form.setValues({ mode: next, link: '' });
  };

  const submit = form.onSubmit(async (values) => {
    const invalid = validateCreateSession(values, submittedAt());
    setProblem(invalid);
    const date = istWallClockToUtcIso(values.date);
    if (invalid !== null || date === null || values.mode === '') return;
    setBusy(true);
    const outcome = await createSession({
      instructor: values.instructor.trim(),
      topic: values.topic.trim(),
      link: values.link.trim(),
      mode: values.mode,
      date,
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
      title="Create Session"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
          <TextInput
            label="Instructor"
            withAsterisk
            aria-required
            {...form.getInputProps('instructor')}
          />
          <TextInput label="Topic" withAsterisk aria-required {...form.getInputProps('topic')} />
          <Select<SessionMode>
            label="Mode"
            withAsterisk
            aria-required
            data={MODE_OPTIONS}
            allowDeselect={false}
            value={mode === '' ? null : mode}
            onChange={changeMode}
          />
          {mode === 'offline' ? (
            <TextInput
              key="venue"
              label="Venue"
              withAsterisk
              aria-required
              {...form.getInputProps('link')}
            />
          ) : (
            <TextInput
              key="meeting-link"
              label="Meeting Link"
              type="url"
              placeholder="https://"
              withAsterisk
              aria-required
              {...form.getInputProps('link')}
            />
          )}
          <IstDateTimePicker
            label="Date & Time"
            value={form.values.date}
            onChange={(date) => form.setFieldValue('date', date)}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : 'Create Session'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
