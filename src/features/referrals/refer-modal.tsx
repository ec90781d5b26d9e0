import { Group, Select, Stack, Textarea } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { referralDescriptionError } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import type { Shown } from '@/locales/messages';
import { useStatusData } from './status-options';
import { useWrite } from '@/repository/use-write';
import { SubmitButton } from '@/ui/forms/submit-button';
import { showText, useT } from '@/ui/i18n/use-t';

export interface ReferTarget {
  id: string;
  /** The member's name as sent, or 'Unknown User' to show in the language in use. */
  name: Shown;
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
  const t = useT();
  const statusData = useStatusData();
  const create = useWrite('createReferral');
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { description: '', status: 'pending' as ReferralStatus },
    validate: {
      description: (description: string) => {
        const error = referralDescriptionError(description);
        return error && t(error);
      },
    },
  });

  const submit = form.onSubmit(async ({ description, status }) => {
    if (!target) return;
    setSubmitting(true);
    const recipient = { id: target.id, name: showText(t, target.name) };
    const outcome = await create({ recipient, description, status });
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
      title={target ? t('referrals.referName', { name: showText(t, target.name) }) : ''}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('referrals.description')}
            withAsterisk
            aria-required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('description')}
          />
          <Select
            label={t('referrals.status')}
            data={statusData}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Group justify="flex-end">
            <SubmitButton
              busy={submitting}
              label={t('referrals.submit')}
              busyLabel={t('referrals.submitting')}
            />
          </Group>
        </Stack>
      </form>
    </ModalOnceOpened>
  );
}
