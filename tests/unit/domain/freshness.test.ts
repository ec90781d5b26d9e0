import { describe, expect, it } from 'vitest';
import { lastUpdatedText as lastUpdatedMessage, type ListAge } from '@/domain/freshness';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

// Node runs this file without tests/setup.ts: the English texts are loaded here.
loadEveryEnglishCatalog();

/** The text as an English screen shows it. */
function lastUpdatedText(lists: ListAge[], now: number): string | null {
  const message = lastUpdatedMessage(lists, now, { labelText: translate });
  return message === null ? null : translate(message);
}

const at = (iso: string) => Date.parse(iso);
const now = at('2026-11-23T12:00:00+05:30');

describe('lastUpdatedText', () => {
  it('says nothing when no list has data', () => {
    expect(lastUpdatedText([], now)).toBeNull();
  });

  it('lists fetched together read as one time: the oldest', () => {
    const lists: ListAge[] = [
      { label: 'listName.sessions', updatedAt: at('2026-11-23T10:42:30+05:30') },
      { label: 'listName.meetings', updatedAt: at('2026-11-23T10:42:05+05:30') },
    ];
    expect(lastUpdatedText(lists, now)).toBe('Last updated 10:42 AM');
  });

  it('lists of different ages each say theirs, oldest first, so old data never looks fresh', () => {
    const lists: ListAge[] = [
      { label: 'listName.members', updatedAt: at('2026-11-23T11:59:00+05:30') },
      { label: 'listName.sessions', updatedAt: at('2026-11-20T09:15:00+05:30') },
    ];
    expect(lastUpdatedText(lists, now)).toBe(
      'Last updated: Sessions Nov 20, 9:15 AM; Members 11:59 AM',
    );
  });
});

it('lists that read the same time are named together', () => {
  const lists: ListAge[] = [
    { label: 'listName.sessions', updatedAt: at('2026-11-20T09:15:00+05:30') },
    { label: 'listName.meetings', updatedAt: at('2026-11-23T11:42:10+05:30') },
    { label: 'listName.sentReferrals', updatedAt: at('2026-11-23T11:42:40+05:30') },
  ];
  expect(lastUpdatedText(lists, now)).toBe(
    'Last updated: Sessions Nov 20, 9:15 AM; Meetings, Sent referrals 11:42 AM',
  );
});
