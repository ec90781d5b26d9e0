import { registerUser, requestPasswordReset, resetPassword } from '@/api/auth-api';
import { buildRegistrationPayload, type RegistrationValues } from '@/domain/registration';

/** The open screens' writes: registration and the password reset pair. */
export function registerAccount(values: RegistrationValues): Promise<void> {
  return registerUser(buildRegistrationPayload(values));
}

export function sendPasswordResetLink(email: string): Promise<void> {
  return requestPasswordReset(email.trim());
}

export interface PasswordResetInput {
  email: string;
  otp: string;
  password: string;
  passwordConfirmation: string;
}

export function resetPasswordWithCode(input: PasswordResetInput): Promise<void> {
  return resetPassword({
    email: input.email.trim(),
    otp: input.otp.trim(),
    password: input.password,
    password_confirmation: input.passwordConfirmation,
  });
}
