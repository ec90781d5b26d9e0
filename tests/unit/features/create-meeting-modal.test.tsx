import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateMeetingModal } from '@/features/dashboard/create-meeting-modal';
import type { WriteOutcome } from '@/repository/use-write';
import { renderScreen } from '../render-screen';

const createMeeting = vi.fn<(input: unknown) => Promise<WriteOutcome>>();
vi.mock('@/repository/use-write', () => ({ useWrite: () => createMeeting }));

beforeEach(() => {
  // 20 December 2030, 10:00 in India: the picker's "now".
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-12-20T04:30:00Z'));
  createMeeting.mockReset();
});
afterEach(() => vi.useRealTimers());

/** A field by its exact visible label (required labels end in an aria-hidden asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`), {
    selector: 'input, textarea, button',
  });

function renderModal() {
  const onClose = vi.fn();
  const view = renderScreen(<CreateMeetingModal opened onClose={onClose} />, {
    path: '/dashboard',
  });
  return { ...view, onClose };
}
type User = ReturnType<typeof renderModal>['user'];

/** Picks 25/12/2030 02:15 PM through the picker's own calendar and time inputs. */
async function pickDate(user: User) {
  await user.click(field('Scheduled Date & Time'));
  await user.click(await screen.findByRole('button', { name: '25 December 2030' }));
  await user.clear(screen.getByLabelText('Hours'));
  await user.type(screen.getByLabelText('Hours'), '02');
  await user.type(screen.getByLabelText('Minutes'), '15');
  await user.selectOptions(screen.getByLabelText('AM or PM'), 'PM');
  await user.keyboard('{Enter}');
}

async function fill(user: User, { description = 'Quarterly review' } = {}) {
  await user.type(field('Meeting Title'), 'Members meet');
  await user.type(field('Meeting Link'), 'https://meet.example.com/q4');
  await pickDate(user);
  if (description) await user.type(field('Description'), description);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Meeting' }));

// The date picker's calendar is slow to drive in jsdom: on a busy 2-core machine one of these
// tests took over 20 s, the suite's default.
describe('Create Meeting modal', { timeout: 60_000 }, () => {
  it(
    'shows every field with its label, a URL link and a three-row description',
    {
      meta: {
        spec: [
          'Create Meeting modal: Meeting Title, Meeting Link (URL), Scheduled Date & Time, Description (textarea, 3 rows).',
          'Link is URL type.',
        ],
      },
    },
    () => {
      renderModal();
      expect(screen.getByRole('dialog', { name: 'Create Meeting' })).toBeInTheDocument();
      for (const label of ['Meeting Title', 'Meeting Link', 'Description']) {
        expect(field(label)).toHaveAttribute('aria-required', 'true');
      }
      expect(field('Scheduled Date & Time')).toBeInTheDocument();
      expect(field('Meeting Link')).toHaveAttribute('type', 'url');
      expect(field('Description').tagName).toBe('TEXTAREA');
      expect(field('Description')).toHaveAttribute('rows', '3');
    },
  );

  it(
    'asks for every field and sends nothing while one is missing',
    {
      meta: {
        spec: [
          "Title, link, scheduled time and description are all required: 'Please fill in all fields'.",
        ],
      },
    },
    async () => {
      const { user } = renderModal();
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
      await fill(user, { description: '   ' });
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
      expect(createMeeting).not.toHaveBeenCalled();
    },
  );

  it(
    'sends the meeting with the IST time as UTC, then closes',
    {
      meta: {
        spec: [
          'Date and time entered are treated as India Standard Time (UTC+5:30) and converted to UTC before sending by subtracting 330 minutes.',
          "Submit 'Create Meeting'.",
        ],
      },
    },
    async () => {
      createMeeting.mockResolvedValue({ status: 'sent' });
      const { user, onClose } = renderModal();
      await fill(user);
      expect(field('Scheduled Date & Time')).toHaveTextContent('25/12/2030 02:15 PM');
      await submit(user);
      expect(createMeeting).toHaveBeenCalledExactlyOnceWith({
        title: 'Members meet',
        link: 'https://meet.example.com/q4',
        scheduled_at: '2030-12-25T08:45:00.000Z',
        description: 'Quarterly review',
      });
      expect(onClose).toHaveBeenCalled();
      expect(field('Meeting Title')).toHaveValue('');
    },
  );

  it.each<WriteOutcome>([
    { status: 'failed', message: 'Server said no' },
    { status: 'refused', message: 'Offline' },
  ])("reads 'Creating...' while saving and keeps everything when $status", async (outcome) => {
    let settle: (value: WriteOutcome) => void = () => {};
    createMeeting.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const { user, onClose } = renderModal();
    await fill(user);
    await submit(user);
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    settle(outcome);
    expect(await screen.findByRole('button', { name: 'Create Meeting' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Meeting Title')).toHaveValue('Members meet');
    expect(field('Meeting Link')).toHaveValue('https://meet.example.com/q4');
    expect(field('Scheduled Date & Time')).toHaveTextContent('25/12/2030 02:15 PM');
    expect(field('Description')).toHaveValue('Quarterly review');
  });
});
