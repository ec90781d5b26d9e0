import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReferralsPage } from '@/features/referrals/referrals-page';
import { startApp } from '@/repository/auth-repository';
import { json } from '../repository/engine-harness';
import { renderScreen } from '../render-screen';
import { dashboardApi, resetDashboard, signInAs } from './dashboard-harness';

afterEach(resetDashboard);

const LONG_ADDRESS = 'anais.fernandes.longname@example-company.co.in';

/** The outermost element whose whole text is `text`: what is copied or read out for it. */
function elementWithText(text: string): HTMLElement {
  const [outermost] = screen.getAllByText((_content, element) => element?.textContent === text);
  if (!outermost) throw new Error(`nothing shows exactly ${text}`);
  return outermost;
}

describe('Emails in the refer list', () => {
  it('show the plain address, with break points after the @ and before each dot and hyphen', async () => {
    signInAs('member');
    dashboardApi().on(
      'GET',
      '/users',
      json({ data: [{ id: 8, fullname: 'Anaïs Fernandes', email: LONG_ADDRESS }] }),
    );
    await startApp();
    renderScreen(<ReferralsPage />, { path: '/referrals', memberData: true });

    expect(await screen.findByText('Anaïs Fernandes')).toBeInTheDocument();
    const email = elementWithText(LONG_ADDRESS);
    // <wbr> adds no character: the text is the address itself, nothing before, after or inside.
    expect(email.textContent).toBe(LONG_ADDRESS);
    // anais | .fernandes | .longname@ | example | -company | .co | .in
    expect(email.querySelectorAll('wbr')).toHaveLength(6);
  });
});
