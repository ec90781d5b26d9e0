import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { istWallClockToUtcIso } from '@/domain/ist';
import { validateCreateSession, type CreateSessionValues } from '@/domain/session';
import type { SessionMode } from '@/domain/types';
import { RequiredTextInput } from '@/ui/forms/required-text-input';
import { useWrite } from '@/repository/use-write';
import type { MessageId } from '@/locales/messages';
import { useT } from '@/ui/i18n/use-t';
import { IstDateTimePicker } from './ist-date-time-picker';
import { MeetingLinkField } from './meeting-link-field';
import { createLabels, ItemFormModal } from './item-form-modal';

const MODE_OPTIONS: { value: SessionMode; label: MessageId }[] = [
  { value: 'online', label: 'session.modeOnline' },
  { value: 'offline', label: 'session.modeOffline' },
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

/** Admin's Create Session (docs/behaviour.md#create-session). */
export function CreateSessionModal({ opened, onClose }: CreateSessionModalProps) {
  const t = useT();
  const createSession = useWrite('createSession');
  const send = (values: CreateSessionValues) =>
    createSession({
      instructor: values.instructor.trim(),
      topic: values.topic.trim(),
      link: values.link.trim(),
      // The rule has checked that the mode is chosen and the converter reads the date.
      mode: values.mode === '' ? 'online' : values.mode,
      date: istWallClockToUtcIso(values.date) ?? '',
    });

  return (
    <ItemFormModal
      labels={createLabels(t, t('dashboard.createSession'))}
      initialValues={EMPTY}
      validate={(values: CreateSessionValues) => validateCreateSession(values, submittedAt())}
      opened={opened}
      onClose={onClose}
      send={send}
    >
      {(form) => <SessionFields form={form} />}
    </ItemFormModal>
  );
}

function SessionFields({ form }: { form: UseFormReturnType<CreateSessionValues> }) {
  const t = useT();
  const { mode } = form.values;
  const changeMode = (next: SessionMode | null) => {
    if (next === null || next === mode) return;
    form.setValues({ mode: next, link: '' });
  };
  return (
    <>
      <RequiredTextInput label={t('session.instructor')} {...form.getInputProps('instructor')} />
      <RequiredTextInput label={t('session.topic')} {...form.getInputProps('topic')} />
      <Select<SessionMode>
        label={t('session.mode')}
        withAsterisk
        aria-required
        data={MODE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        allowDeselect={false}
        value={mode === '' ? null : mode}
        onChange={changeMode}
      />
      {mode === 'offline' ? (
        <RequiredTextInput key="venue" label={t('session.venue')} {...form.getInputProps('link')} />
      ) : (
        <MeetingLinkField key="meeting-link" {...form.getInputProps('link')} />
      )}
      <IstDateTimePicker
        label={t('dashboard.dateTime')}
        value={form.values.date}
        onChange={(date) => form.setFieldValue('date', date)}
      />
    </>
  );
}
