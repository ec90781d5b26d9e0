import type { UseFormReturnType } from '@mantine/form';
import type { Shown } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { showText } from '@/ui/i18n/use-t';
import { ErrorAlert } from './error-alert';

/**
 * Forms validate one way: the rules are pure functions of the domain, handed to @mantine/form's
 * `validate`, and onSubmit runs only when they pass. A rule about one field puts its message
 * under that field; a rule about the whole form (the spec's 'Please fill in all fields') puts it
 * here, under this key, and <FormError> shows it above the fields.
 */
const WHOLE_FORM = 'form';

/**
 * Turns a whole-form rule (a message, or null when the values pass) into a `validate` option. The
 * message is put in the language shown at the submit.
 */
export function wholeFormRule<Values>(rule: (values: Values) => Shown | null) {
  return (values: Values): Record<string, string> => {
    const message = rule(values);
    return message === null ? {} : { [WHOLE_FORM]: showText(translate, message) };
  };
}

/** The whole-form message of the last submit, in the screens' red alert. */
export function FormError<Values>({ form }: { form: UseFormReturnType<Values> }) {
  const message = form.errors[WHOLE_FORM];
  return message ? <ErrorAlert>{message}</ErrorAlert> : null;
}
