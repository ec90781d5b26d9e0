import { Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { Shown } from '@/locales/messages';
import type { WriteOutcome } from '@/repository/use-write';
import type { Translate } from '@/ui/i18n/use-t';
import { useT } from '@/ui/i18n/use-t';
import { FormError, wholeFormRule } from '@/ui/forms/form-error';
import { SubmitButton } from '@/ui/forms/submit-button';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';

/** What the modal says: its title, its submit button, and the button while sending. */
export interface ItemFormLabels {
  title: string;
  submit: string;
  busy: string;
}

/** The admin's create forms: the title is the button's label too ('Create Session'). */
export const createLabels = (t: Translate, title: string): ItemFormLabels => ({
  title,
  submit: title,
  busy: t('dashboard.creating'),
});

interface ItemFormModalProps<Values> {
  labels: ItemFormLabels;
  /** The form's values when it opens first, and again after each item sent. */
  initialValues: Values;
  /** The whole form's rule: the message to show, or null when the values may be sent. */
  validate: (values: Values) => Shown | null;
  opened: boolean;
  onClose: () => void;
  /** Sends the values that passed the rule. */
  send: (values: Values) => Promise<WriteOutcome>;
  /** The fields, given the form they bind to. */
  children: (form: UseFormReturnType<Values>) => ReactNode;
}

/**
 * A modal form for one item: the admin's Create Session and Create Meeting, and an edit form
 * given its labels and the item's values. The write hook announces success, failure and the
 * offline refusal itself; the modal keeps what was typed until the item is sent, then returns to
 * its initial values and closes.
 */
export function ItemFormModal<Values extends object>({
  labels,
  initialValues,
  validate,
  opened,
  onClose,
  send,
  children,
}: ItemFormModalProps<Values>) {
  const t = useT();
  const form = useForm<Values>({ initialValues, validate: wholeFormRule(validate) });
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
      title={labels.title}
      centered
      closeButtonProps={{ 'aria-label': t('dashboard.close') }}
    >
      <form onSubmit={submit}>
        {fieldsShown ? (
          <Stack gap="sm">
            <FormError form={form} />
            {children(form)}
            <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.busy} />
          </Stack>
        ) : null}
      </form>
    </ModalOnceOpened>
  );
}
