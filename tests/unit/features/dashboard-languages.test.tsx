import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSessionModal } from '@/features/dashboard/create-session-modal';
import { JoinButton } from '@/features/dashboard/join-button';
import { SessionBlock } from '@/features/dashboard/session-block';
import { AcceptStateProvider } from '@/features/dashboard/accept-state';
import type { Session } from '@/domain/types';
import type { WriteOutcome } from '@/repository/use-write';
import { needCatalog, switchLanguage } from '@/ui/i18n/i18n';
import { renderScreen } from '../render-screen';

const createSession = vi.fn<(input: unknown) => Promise<WriteOutcome>>();
vi.mock('@/repository/use-write', () => ({ useWrite: () => createSession }));
vi.mock('@/repository/reads', () => ({
  useAcceptedSessionIds: () => ({ data: new Set<string>(), loading: false, error: null }),
}));
vi.mock('@/repository/joins-on-device', () => ({ useNoteJoin: () => vi.fn() }));
vi.mock('@/repository/pending-writes', () => ({
  usePendingAccepts: () => new Map(),
  waitingWriteActions: { dismiss: vi.fn(), retry: vi.fn() },
}));

// 20 December 2030, 10:00 in India.
const NOW = new Date('2030-12-20T04:30:00Z');
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  vi.useRealTimers();
  await act(() => switchLanguage('en'));
});

async function speak(language: 'hi' | 'mr') {
  await act(async () => {
    await needCatalog('dashboard');
    await switchLanguage(language);
  });
}

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, textarea, button' });

describe('the dashboard in Hindi and Marathi', { timeout: 30_000 }, () => {
  it('gives the date picker Hindi month names, Latin digits and AM/PM', async () => {
    await speak('hi');
    const { user } = renderScreen(<CreateSessionModal opened onClose={() => {}} />, {
      path: '/dashboard',
    });
    const dateTime = await waitFor(() => field(/^तारीख और समय/));
    expect(dateTime).toHaveAccessibleDescription('भारतीय मानक समय (IST)');
    await user.click(dateTime);
    // dayjs's Hindi names load with the picker, only when Hindi is in use.
    await user.click(await screen.findByRole('button', { name: '25 दिसम्बर 2030' }));
    await user.clear(screen.getByLabelText('घंटे'));
    await user.type(screen.getByLabelText('घंटे'), '10');
    await user.type(screen.getByLabelText('मिनट'), '30');
    await user.selectOptions(screen.getByLabelText('AM या PM'), 'PM');
    await user.keyboard('{Enter}');
    expect(field(/^तारीख और समय/)).toHaveTextContent('25/12/2030 10:30 PM');

    await user.click(screen.getByRole('button', { name: 'सेशन बनाएँ' }));
    expect(
      await screen.findByText('कृपया सभी ज़रूरी जानकारी भरें (प्रशिक्षक, विषय, तारीख और समय, मोड)'),
    ).toBeVisible();
    expect(createSession).not.toHaveBeenCalled();
  });

  it('counts down in Marathi with its plurals and writes dates in Marathi', async () => {
    await speak('mr');
    const start = NOW.getTime() + 2 * 24 * 60 * MINUTE + 5 * MINUTE;
    const session: Session = {
      id: '1',
      instructor: '',
      topic: 'GST',
      link: 'https://meet.example.com/1',
      mode: 'online',
      startsAt: start,
      name: '',
    };
    renderScreen(
      <AcceptStateProvider>
        <SessionBlock session={session} isAdmin={false} />
        <JoinButton kind="meeting" id="2" link="" startsAt={NOW.getTime() + 6 * MINUTE} title="M" />
        <JoinButton kind="meeting" id="3" link="" startsAt={NOW.getTime()} title="N" />
      </AcceptStateProvider>,
      { path: '/dashboard' },
    );
    expect(await screen.findByText('2 दिवसांत उघडेल')).toBeVisible();
    expect(screen.getByText('1 मिनिटात उघडेल')).toBeVisible();
    expect(screen.getByText('आता उघडे आहे, 8 मिनिटांत बंद होईल')).toBeVisible();
    expect(screen.getByText('प्रशिक्षक नंतर कळवले जातील')).toBeVisible();
    expect(screen.getByRole('button', { name: 'स्वीकारा: GST' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'सेशन जॉइन करा: GST' })).toBeDisabled();
    // 22 December 2030, 10:05 in India, in Marathi's month name and Latin digits.
    expect(screen.getByText(/^22 डिसें, 2030, 10:05:00/)).toBeVisible();
  });
});
