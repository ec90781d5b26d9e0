import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { RegistrationPage } from '@/features/registration/registration-page';
import { renderScreen } from '../render-screen';

export function renderRegistration() {
  return renderScreen(<RegistrationPage />, { path: '/users/sign_up', otherPaths: ['/login'] });
}

export const field = (label: RegExp | string) => screen.getByLabelText(label);

/** Pasting keeps these tests quick; the per-keystroke filters have their own tests. */
export async function fill(user: UserEvent, label: RegExp | string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Every required field, valid. */
export async function fillRequired(user: UserEvent) {
  await fill(user, /^Full Name/, 'Asha Rao');
  await fill(user, /^Phone Number/, '9876543210');
  await fill(user, /^Email/, 'asha@example.com');
  await fill(user, /^Password/, 'secret123');
  await fill(user, /^Confirm Password/, 'secret123');
  await fill(user, /^Company Name/, 'Rao Traders');
  await fill(user, /^Industry/, 'Retail');
}
