import { act, screen, waitFor } from '@testing-library/react';
// Type-only: erased at run time, so it does not load the mocked module early.
import type * as Ics from 'ics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meeting, Session } from '@/domain/types';
import { AddToCalendarButton } from '@/features/dashboard/add-to-calendar-button';
import { downloadTextFile, REVOKE_DELAY_MS } from '@/ui/download-text-file';
import { renderScreen } from '../render-screen';

/**
 * The real `ics` generator, behind a gate: the first load waits until a test opens it, so the
 * loading state can be seen; `failNext` makes the next createEvent report an error as ics does.
 */
const control = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open, failNext: false };
});

vi.mock('ics', async (importOriginal) => {
  await control.gate;
  const actual = await importOriginal<typeof Ics>();
  return {
    ...actual,
    createEvent: (attributes: Ics.EventAttributes) => {
      if (control.failNext) {
        control.failNext = false;
        return { error: new Error('invalid event'), value: null };
      }
      return actual.createEvent(attributes);
    },
  };
});

// 10:00 IST on 23 Nov 2026 is 04:30:15 UTC.
const START = Date.UTC(2026, 10, 23, 4, 30, 15);

const session = (overrides: Partial<Session> = {}): Session => ({
  id: '42',
  instructor: 'Kavya Rao',
  topic: 'GST basics',
  link: 'https://meet.example.com/gst',
  mode: 'online',
  startsAt: START,
  name: '',
  ...overrides,
});

const meeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  id: '7',
  title: 'Chapter meeting',
  link: 'https://meet.example.com/chapter',
  description: 'Monthly round of referrals',
  startsAt: START,
  name: '',
  ...overrides,
});

interface Download {
  fileName: string;
  href: string;
  blob: Blob;
}

const BLOB_URL = 'blob:http://localhost/calendar-1';
let blobs: Blob[];
let downloads: Download[];
let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  blobs = [];
  downloads = [];
  createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return BLOB_URL;
  });
  revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    // Captured while the anchor is attached; jsdom would otherwise try to navigate.
    expect(this.isConnected).toBe(true);
    const blob = blobs.at(-1);
    if (!blob) throw new Error('clicked before a Blob URL was made');
    downloads.push({ fileName: this.download, href: this.href, blob });
  });
});

afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  control.failNext = false;
  vi.useRealTimers();
});

/** The one download the click made. */
async function onlyDownload(): Promise<Download> {
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [download] = downloads;
  if (!download) throw new Error('no download');
  return download;
}

/** The file as calendars read it: RFC 5545 continuation lines unfolded. */
async function icsText(download: Download): Promise<string> {
  return (await download.blob.text()).replace(/\r?\n[ \t]/g, '');
}

const renderButton = (item: Parameters<typeof AddToCalendarButton>[0]['item']) =>
  renderScreen(<AddToCalendarButton item={item} />, { path: '/dashboard' });

describe('AddToCalendarButton', () => {
  // Runs first on purpose: the gate keeps the first load of `ics` pending until it is opened.
  it('shows a loading state while the generator loads, then downloads once', async () => {
    const { user } = renderButton({ kind: 'session', session: session() });
    const button = screen.getByRole('button', { name: /^Add to calendar/ });
    await user.click(button);
    expect(button).toHaveAttribute('data-loading');
    expect(downloads).toHaveLength(0);

    await act(async () => control.open());
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('names each button after its topic so several on a screen are distinguishable', () => {
    renderScreen(
      <>
        <AddToCalendarButton item={{ kind: 'session', session: session() }} />
        <AddToCalendarButton item={{ kind: 'meeting', meeting: meeting() }} />
      </>,
      { path: '/dashboard' },
    );
    expect(screen.getByRole('button', { name: 'Add to calendar: GST basics' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Add to calendar: Chapter meeting' }),
    ).toBeInTheDocument();
  });

  it('downloads a session as an .ics file in UTC with a 10-minute reminder', async () => {
    control.open();
    const { user } = renderButton({ kind: 'session', session: session() });
    await user.click(screen.getByRole('button', { name: 'Add to calendar: GST basics' }));
    const download = await onlyDownload();
    expect(download.fileName).toBe('session-gst-basics.ics');
    expect(download.fileName).toMatch(/\.ics$/);
    expect(download.href).toBe(BLOB_URL);
    expect(download.blob.type).toBe('text/calendar;charset=utf-8');
    const text = await icsText(download);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toMatch(/^DTSTART:20261123T043015Z\r?$/m);
    expect(text).toContain('SUMMARY:GST basics');
    expect(text).toContain('BEGIN:VALARM');
    expect(text).toContain('TRIGGER:-PT10M');
    expect(screen.queryByText('Could not create the calendar file')).not.toBeInTheDocument();
  });

  it('downloads a meeting under its own title', async () => {
    control.open();
    const { user } = renderButton({ kind: 'meeting', meeting: meeting() });
    await user.click(screen.getByRole('button', { name: 'Add to calendar: Chapter meeting' }));
    const download = await onlyDownload();
    expect(download.fileName).toBe('meeting-chapter-meeting.ics');
    const text = await icsText(download);
    expect(text).toContain('SUMMARY:Chapter meeting');
    expect(text).toMatch(/^DTSTART:20261123T043015Z\r?$/m);
    expect(text).toContain('TRIGGER:-PT10M');
  });

  it('is not rendered when the item has no usable start', () => {
    renderScreen(
      <>
        <AddToCalendarButton item={{ kind: 'session', session: session({ startsAt: null }) }} />
        <AddToCalendarButton item={{ kind: 'meeting', meeting: meeting({ startsAt: null }) }} />
      </>,
      { path: '/dashboard' },
    );
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('tells the member when the file could not be made, and downloads nothing', async () => {
    control.open();
    control.failNext = true;
    const { user } = renderButton({ kind: 'session', session: session() });
    const button = screen.getByRole('button', { name: 'Add to calendar: GST basics' });
    await user.click(button);

    expect(await screen.findByText('Could not create the calendar file')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });
});

describe('downloadTextFile', () => {
  it('clicks a temporary download link, removes it, then revokes the URL', async () => {
    vi.useFakeTimers();
    downloadTextFile('notes.txt', 'text/plain;charset=utf-8', 'hello');

    expect(downloads).toEqual([expect.objectContaining({ fileName: 'notes.txt', href: BLOB_URL })]);
    const [download] = downloads;
    if (!download) throw new Error('no download');
    expect(await download.blob.text()).toBe('hello');
    expect(download.blob.type).toBe('text/plain;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith(BLOB_URL);
  });
});
