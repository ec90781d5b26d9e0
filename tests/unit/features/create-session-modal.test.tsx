import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSessionModal } from '@/features/dashboard/create-session-modal';
import type { WriteOutcome } from '@/repository/use-write';
import { renderScreen } from '../render-screen';

const createSession = vi.fn<(input: unknown) => Promise<WriteOutcome>>();
vi.mock('@/repository/use-write', () => ({ useWrite: () => createSession }));

// 20 December 2030, 10:00 in India: the picker's "now".
const NOW = new Date('2030-12-20T04:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  createSession.mockReset();
});
afterEach(() => vi.useRealTimers());

/** A field by its exact visible label (required labels end in an aria-hidden asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`), {
    selector: 'input, textarea, button',
  });

function renderModal() {
  const onClose = vi.fn();
  const view = renderScreen(<CreateSessionModal opened onClose={onClose} />, {
    path: '/dashboard',
  });
  return { ...view, onClose };
}
type User = ReturnType<typeof renderModal>['user'];

/** Picks 25/12/2030 10:30 AM through the picker's own calendar and time inputs. */
async function pickDate(user: User) {
  await user.click(field('Date & Time'));
  await user.click(await screen.findByRole('button', { name: '25 December 2030' }));
  await user.clear(screen.getByLabelText('Hours'));
  await user.type(screen.getByLabelText('Hours'), '10');
  await user.type(screen.getByLabelText('Minutes'), '30');
  await user.selectOptions(screen.getByLabelText('AM or PM'), 'AM');
  await user.keyboard('{Enter}');
}

async function chooseMode(user: User, label: 'Online' | 'Offline') {
  await user.click(field('Mode'));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fill(user: User, { link = 'https://meet.example.com/abc' } = {}) {
  await user.type(field('Instructor'), 'Asha Rao');
  await user.type(field('Topic'), 'Pitching');
  if (link) await user.type(field('Meeting Link'), link);
  await pickDate(user);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Session' }));

// The date picker's calendar is slow to drive in jsdom: on a busy 2-core machine one of these
// tests took over 20 s, the suite's default.
describe('Create Session modal', { timeout: 60_000 }, () => {
  it(
    'shows every field with its label, Meeting Link as a URL input while online',
    {
      meta: {
        spec: [
          'Create Session modal: Instructor, Topic, Mode (Online or Offline), Meeting Link (URL input, shown for online)',
          'The link input is URL type.',
        ],
      },
    },
    () => {
      renderModal();
      expect(screen.getByRole('dialog', { name: 'Create Session' })).toBeInTheDocument();
      for (const label of ['Instructor', 'Topic', 'Mode', 'Meeting Link']) {
        expect(field(label)).toHaveAttribute('aria-required', 'true');
      }
      // The picker is a button (aria-required is not allowed there); its label carries the mark.
      expect(field('Date & Time')).toBeInTheDocument();
      expect(field('Meeting Link')).toHaveAttribute('type', 'url');
      expect(field('Mode')).toHaveValue('Online');
      expect(screen.queryByLabelText(/^Venue/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create Session' })).toBeEnabled();
    },
  );

  it(
    'asks for the required fields and sends nothing when all is empty',
    {
      meta: {
        spec: [
          "instructor, topic, date and mode are required: 'Please fill in all required fields (Instructor, Topic, Date & Time, Mode)'.",
        ],
      },
    },
    async () => {
      const { user } = renderModal();
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please fill in all required fields (Instructor, Topic, Date & Time, Mode)',
      );
      expect(createSession).not.toHaveBeenCalled();
    },
  );

  it(
    'asks for a Meeting Link online and a Venue offline, sent in link',
    {
      meta: {
        spec: [
          "Online needs a link: 'A Meeting Link is required for online sessions.' Offline needs a venue: 'A Venue/Details is required for offline sessions.'",
          'link (a meeting URL for online sessions, venue text for offline)',
        ],
      },
    },
    async () => {
      createSession.mockResolvedValue({ status: 'sent' });
      const { user } = renderModal();
      await fill(user, { link: '' });
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'A Meeting Link is required for online sessions.',
      );
      await chooseMode(user, 'Offline');
      await submit(user);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'A Venue/Details is required for offline sessions.',
      );
      expect(createSession).not.toHaveBeenCalled();
      await user.type(field('Venue'), 'Hall B, Pune');
      await submit(user);
      expect(createSession).toHaveBeenCalledWith(
        expect.objectContaining({ mode: 'offline', link: 'Hall B, Pune' }),
      );
    },
  );

  it(
    'swaps Meeting Link for Venue when the mode changes, clearing what was typed',
    { meta: { spec: ['or Venue (text, for offline)', 'Changing the mode clears the link.'] } },
    async () => {
      const { user } = renderModal();
      await user.type(field('Meeting Link'), 'https://meet.example.com/abc');
      await chooseMode(user, 'Offline');
      expect(screen.queryByLabelText(/^Meeting Link/)).not.toBeInTheDocument();
      expect(field('Venue')).toHaveValue('');
      expect(field('Venue')).not.toHaveAttribute('type', 'url');
      await user.type(field('Venue'), 'Hall B');
      await chooseMode(user, 'Online');
      expect(field('Meeting Link')).toHaveValue('');
    },
  );

  it(
    'shows the picked time as DD/MM/YYYY hh:mm A and offers no day before today',
    {
      meta: {
        spec: [
          'Date & Time (picker, format DD/MM/YYYY hh:mm A, 12-hour clock',
          'minimum is now',
          'The date cannot be earlier than now.',
          'Picker format DD/MM/YYYY hh:mm A',
        ],
      },
    },
    async () => {
      const { user } = renderModal();
      await user.click(field('Date & Time'));
      expect(await screen.findByRole('button', { name: '19 December 2030' })).toBeDisabled();
      expect(screen.getByRole('button', { name: '20 December 2030' })).toBeEnabled();
      expect(screen.getByLabelText('Hours')).toHaveAttribute('aria-valuemax', '12');
      await user.keyboard('{Escape}');
      await pickDate(user);
      expect(field('Date & Time')).toHaveTextContent('25/12/2030 10:30 AM');
    },
  );

  it(
    'sends the IST time as UTC, then closes',
    {
      meta: {
        spec: [
          'Date and time entered are treated as India Standard Time (UTC+5:30) and converted to UTC before sending by subtracting 330 minutes.',
        ],
      },
    },
    async () => {
      createSession.mockResolvedValue({ status: 'sent' });
      const { user, onClose } = renderModal();
      await fill(user);
      await submit(user);
      expect(createSession).toHaveBeenCalledExactlyOnceWith({
        instructor: 'Asha Rao',
        topic: 'Pitching',
        link: 'https://meet.example.com/abc',
        mode: 'online',
        date: '2030-12-25T05:00:00.000Z',
      });
      expect(onClose).toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field('Instructor')).toHaveValue(''); // reset for the next session
    },
  );

  it.each<WriteOutcome>([
    { status: 'failed', message: 'Server said no' },
    { status: 'refused', message: 'Offline' },
  ])("reads 'Creating...' while saving and keeps everything when $status", async (outcome) => {
    let settle: (value: WriteOutcome) => void = () => {};
    createSession.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const { user, onClose } = renderModal();
    await fill(user);
    await submit(user);
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    settle(outcome);
    expect(await screen.findByRole('button', { name: 'Create Session' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Instructor')).toHaveValue('Asha Rao');
    expect(field('Topic')).toHaveValue('Pitching');
    expect(field('Meeting Link')).toHaveValue('https://meet.example.com/abc');
    expect(field('Date & Time')).toHaveTextContent('25/12/2030 10:30 AM');
  });
});
