import { Stack } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import type { UseFormReturnType } from '@mantine/form';
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { WriteOutcome } from '@/repository/use-write';
import { FormError } from '@/ui/forms/form-error';
import { SubmitButton } from '@/ui/forms/submit-button';

interface CreateItemModalProps<Values> {
  /** The modal's title, which is also its submit button's label ('Create Session'). */
  title: string;
  opened: boolean;
  onClose: () => void;
  form: UseFormReturnType<Values>;
  /** Sends the values that passed the form's rules. */
  send: (values: Values) => Promise<WriteOutcome>;
  children: ReactNode;
}

/**
 * The admin's Create Session and Create Meeting modals. The write hook announces success,
 * failure and the offline refusal itself; the modal keeps what was typed until the item is sent,
 * then empties the form and closes.
 */
export function CreateItemModal<Values>({
  title,
  opened,
  onClose,
  form,
  send,
  children,
}: CreateItemModalProps<Values>) {
  const [busy, setBusy] = useState(false);
  // Taps paint first (docs/decisions.md#taps-paint-first): the tap that opens the form paints the
  // modal's frame (its title and Close, where focus goes) at once; the fields and the date
  // picker render in the next, interruptible render, inside the modal's opening transition.
  const fieldsShown = useDeferredValue(true, false);
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    const outcome = await send(values);
    setBusy(false);
    if (outcome.status !== 'sent') return; // Failed or refused offline: everything typed stays.
    form.reset();
    onClose();
  });
  return (
    <ModalOnceOpened
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        {fieldsShown ? (
          <Stack gap="sm">
            <FormError form={form} />
            {children}
            <SubmitButton busy={busy} label={title} busyLabel="Creating..." />
          </Stack>
        ) : null}
      </form>
    </ModalOnceOpened>
  );
}
