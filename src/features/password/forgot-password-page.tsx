import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/domain/error-message';
import { PASSWORD_MESSAGES, requiredText } from '@/domain/password-reset';
import { notifyError, notifySuccess } from '@/features/shared/notify';
import { VisitorCard } from '@/features/shared/visitor-card';
import { sendPasswordResetLink } from '@/repository/visitor-repository';

/** /forgot-password: asks the server to email a one-time reset code (SPEC.md section 2). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: requiredText },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await sendPasswordResetLink(email);
      notifySuccess(PASSWORD_MESSAGES.linkSent);
      // The reset screen prefills its email from the query, so the person types it only once.
      void navigate(`/reset-password?email=${encodeURIComponent(email.trim())}`);
    } catch (error) {
      // Busy is cleared only on failure: on success the screen is leaving and must not be
      // re-submittable while the next route loads. The typed email stays for a retry.
      notifyError(errorMessage(error, PASSWORD_MESSAGES.fallback));
      setBusy(false);
    }
  });

  return (
    <VisitorCard
      title="Forgot Password"
      subtitle="Enter your account email and we will send you a code to reset your password."
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            errorProps={{ role: 'alert' }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Back to Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </VisitorCard>
  );
}
