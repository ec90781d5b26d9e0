import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '@/features/password/reset-password-page';
import { renderScreen } from '../render-screen';

vi.mock('@/repository/visitor-repository', () => ({ resetPasswordWithCode: vi.fn() }));

describe('ResetPasswordPage with a Devanagari keyboard', () => {
  it('takes the code typed as ०-९ as the 0-9 the email shows', async () => {
    const { user } = renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    await user.type(otp, '४८२९१०');
    expect(otp).toHaveValue('482910');
  });
});
