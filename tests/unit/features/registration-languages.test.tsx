import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { needCatalog, switchLanguage } from '@/ui/i18n/i18n';
import { field, renderRegistration } from './registration-test-helpers';

vi.mock('@/repository/visitor-repository', () => ({ registerAccount: vi.fn() }));

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('RegistrationPage in Hindi and Marathi', { timeout: 20_000 }, () => {
  it('takes digits typed on a Devanagari keyboard as 0-9', async () => {
    const { user } = renderRegistration();
    await user.type(field(/^Phone Number/), '९८७६५४३२१०');
    expect(field(/^Phone Number/)).toHaveValue('9876543210');
    expect(field(/^Phone Number/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Aadhar Number'), '१२३४५६७८९०१२३');
    expect(field('Aadhar Number')).toHaveValue('123456789012');
    await user.type(field('Years of Experience'), '१२');
    expect(field('Years of Experience')).toHaveValue('12');
  });

  it('shows its labels and the messages already on screen in the language chosen', async () => {
    const { user } = renderRegistration();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please fix the errors before submitting.')).toBeVisible();
    expect(field(/^Full Name/)).toHaveAccessibleDescription('This field is required');

    await act(async () => {
      await needCatalog('registration');
      await switchLanguage('hi');
    });
    await waitFor(() => expect(field(/^पूरा नाम/)).toBeInTheDocument());
    expect(field(/^पूरा नाम/)).toHaveAccessibleDescription('यह भरना ज़रूरी है');
    expect(screen.getByText('भेजने से पहले गलतियाँ ठीक करें।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'रजिस्टर करें' })).toBeVisible();

    await act(() => switchLanguage('mr'));
    await waitFor(() => expect(field(/^पूर्ण नाव/)).toBeInTheDocument());
    expect(field(/^पूर्ण नाव/)).toHaveAccessibleDescription('हे भरणे आवश्यक आहे');
    expect(screen.getByRole('heading', { level: 2, name: 'वैयक्तिक माहिती' })).toBeVisible();
  });
});
