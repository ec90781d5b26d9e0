import { useCallback, useReducer, type ChangeEvent } from 'react';
import {
  emptyRegistrationValues,
  validateRegistrationField,
  type RegistrationField,
  type RegistrationValues,
} from '@/domain/registration';
import { normaliseInput } from '@/domain/registration-input';
import { fieldId, type RegistrationErrors } from './registration-fields';

interface FormState {
  values: RegistrationValues;
  errors: RegistrationErrors;
}

type FormAction =
  | { type: 'change'; field: RegistrationField; raw: string }
  | { type: 'show-errors'; errors: RegistrationErrors }
  | { type: 'field-error'; field: RegistrationField; message: string };

function withError(
  errors: RegistrationErrors,
  field: RegistrationField,
  message: string | null,
): RegistrationErrors {
  const next = { ...errors };
  if (message === null) delete next[field];
  else next[field] = message;
  return next;
}

function reduce(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.field]: normaliseInput(action.field, action.raw) };
      let errors = withError(
        state.errors,
        action.field,
        validateRegistrationField(action.field, values),
      );
      // A new password can make an already typed confirmation match or stop matching. An untouched
      // confirmation is left alone so typing the password does not flag a field not reached yet.
      const confirmationInPlay =
        values.password_confirmation !== '' || state.errors.password_confirmation !== undefined;
      if (action.field === 'password' && confirmationInPlay) {
        errors = withError(
          errors,
          'password_confirmation',
          validateRegistrationField('password_confirmation', values),
        );
      }
      return { values, errors };
    }
    case 'show-errors':
      return { ...state, errors: action.errors };
    case 'field-error':
      return { ...state, errors: withError(state.errors, action.field, action.message) };
  }
}

function initialState(): FormState {
  return { values: emptyRegistrationValues(), errors: {} };
}

/** Props shared by every text-like input (TextInput, Textarea, PasswordField). */
export interface TextFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * The registration form's values and messages. Every change is filtered (digits, upper case) and
 * validated at once, as SPEC.md section 5 asks; submit-time checks live in the submit hook.
 */
export function useRegistrationForm() {
  const [state, dispatch] = useReducer(reduce, undefined, initialState);

  const setValue = useCallback(
    (field: RegistrationField, raw: string) => dispatch({ type: 'change', field, raw }),
    [],
  );
  const showErrors = useCallback(
    (errors: RegistrationErrors) => dispatch({ type: 'show-errors', errors }),
    [],
  );
  const setFieldError = useCallback(
    (field: RegistrationField, message: string) =>
      dispatch({ type: 'field-error', field, message }),
    [],
  );

  const textProps = (field: RegistrationField): TextFieldProps => ({
    id: fieldId(field),
    value: state.values[field],
    error: state.errors[field],
    onChange: (event) => setValue(field, event.currentTarget.value),
  });

  return {
    values: state.values,
    errors: state.errors,
    setValue,
    showErrors,
    setFieldError,
    textProps,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
