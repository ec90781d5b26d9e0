import { Group, Select, Stack, Textarea } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { referralDescriptionError } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import { STATUS_DATA } from './status-options';
import { useWrite } from '@/repository/use-write';
import { SubmitButton } from '@/ui/forms/submit-button';

export interface ReferTarget {
  id: string;
  name: string;
}

/**
 * 'Refer {user}': Description (required) and Status (default pending). A blank description sends
 * nothing; what was typed stays if the send fails. Success and failure alerts come from the
 * repository's write notices.
 */
export function ReferModal({
  target,
  onClose,
}: {
  target: ReferTarget | null;
  onClose: () => void;
}) {
  const create = useWrite('createReferral');
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { description: '', status: 'pending' as ReferralStatus },
    validate: {
      description: referralDescriptionError,
    },
  });

  const submit = form.onSubmit(async ({ description, status }) => {
    if (!target) return;
    setSubmitting(true);
    const outcome = await create({ recipient: target, description, status });
    setSubmitting(false);
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      form.reset();
      onClose();
    }
  });

  return (
    <ModalOnceOpened
      opened={target !== null}
      onClose={onClose}
      title={target ? `Refer ${target.name}` : ''}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label="Description"
            withAsterisk
            aria-required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('description')}
          />
          <Select
            label="Status"
            data={STATUS_DATA}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Group justify="flex-end">
            <SubmitButton busy={submitting} label="Submit Referral" busyLabel="Submitting..." />
          </Group>
        </Stack>
      </form>
    </ModalOnceOpened>
  );
}
