import { describe, expect, it } from 'vitest';
import {
  dueStartAlerts,
  normaliseShownStartAlerts,
  START_ALERT_KEPT_MS,
  startAlertText as startAlertMessage,
  withStartAlertsShown,
  type StartCandidate,
} from '@/domain/start-alerts';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

// Node runs this file without tests/setup.ts: the English texts are loaded here.
loadEveryEnglishCatalog();

/** The alert as an English screen shows it. */
function startAlertText(items: Parameters<typeof startAlertMessage>[0]): string {
  const message = startAlertMessage(items);
  return message === null ? '' : translate(message);
}

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 24, 10);
const item = (over: Partial<StartCandidate>): StartCandidate => ({
  kind: 'session',
  id: '1',
  title: 'Weekly session',
  link: 'https://meet.example.com/1',
  startsAt: NOW + 10 * MIN,
  ...over,
});

describe('"Starting now" alerts', () => {
  it('is due once the join window opens (5 minutes before) and until it closes (8 after)', () => {
    const session = item({ startsAt: NOW + 5 * MIN });
    expect(dueStartAlerts([session], NOW - 1, {})).toEqual([]);
    expect(dueStartAlerts([session], NOW, {})).toEqual([session]);
    expect(dueStartAlerts([session], NOW + 13 * MIN, {})).toEqual([session]);
    expect(dueStartAlerts([session], NOW + 13 * MIN + 1, {})).toEqual([]);
  });

  it('once per item: what was shown is never due again, a session and a meeting apart', () => {
    const session = item({ startsAt: NOW });
    const meeting = item({ kind: 'meeting', startsAt: NOW });
    const shown = withStartAlertsShown({}, [session], NOW);
    expect(dueStartAlerts([session, meeting], NOW + MIN, shown)).toEqual([meeting]);
    // The record as stored and read back (a reload) still holds it.
    const reread = normaliseShownStartAlerts(JSON.parse(JSON.stringify(shown)));
    expect(dueStartAlerts([session], NOW + 2 * MIN, reread)).toEqual([]);
  });

  it('an item without an id, without a start, or listed twice is alerted at most once', () => {
    expect(dueStartAlerts([item({ id: '' }), item({ startsAt: null })], NOW, {})).toEqual([]);
    expect(
      dueStartAlerts([item({ startsAt: NOW }), item({ startsAt: NOW })], NOW, {}),
    ).toHaveLength(1);
  });

  it('forgets alerts older than two days, keeping the record small', () => {
    const old = withStartAlertsShown({}, [item({ id: 'old' })], NOW - START_ALERT_KEPT_MS);
    expect(withStartAlertsShown(old, [item({ id: 'new' })], NOW)).toEqual({ 'session:new': NOW });
  });

  it('reads any stored shape without throwing', () => {
    for (const raw of [null, 3, 'x', [], { a: 'no' }, { 'session:1': 5 }])
      expect(normaliseShownStartAlerts(raw)).toEqual(
        raw && typeof raw === 'object' && 'session:1' in raw ? { 'session:1': 5 } : {},
      );
  });

  it('says what starts; several at once are one alert', () => {
    expect(startAlertText([{ title: 'Weekly session' }])).toBe('Starting now: Weekly session');
    expect(startAlertText([{ title: '  ' }])).toBe('Starting now: Untitled');
    expect(startAlertText([{ title: 'A' }, { title: 'B' }, { title: 'C' }])).toBe(
      'Starting now: A and 2 more',
    );
  });
});
