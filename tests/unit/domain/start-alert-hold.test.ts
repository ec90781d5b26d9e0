import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideStartAlert,
  itemsWithCardOnScreen,
  type StartAlertScreen,
} from '@/domain/start-alert-hold';
import { startAlertKey, type StartCandidate } from '@/domain/start-alerts';

// "Starting now" waits while one of its items' cards is on screen (docs/behaviour.md#live-alerts).

const meeting = { kind: 'meeting', id: '3' } as const;
const session = { kind: 'session', id: '3' } as const;
const onScreen = (...items: Array<Pick<StartCandidate, 'kind' | 'id'>>): StartAlertScreen => ({
  cardsOnScreen: new Set(items.map(startAlertKey)),
  looking: true,
});

describe('a "Starting now" alert and the cards on screen', () => {
  it('shows when no card of its items is on screen, and holds while one is', () => {
    expect(decideStartAlert([meeting], onScreen())).toBe('show');
    expect(decideStartAlert([meeting], onScreen(meeting))).toBe('hold');
  });

  it('tells a session from a meeting with the same id', () => {
    expect(decideStartAlert([meeting], onScreen(session))).toBe('show');
    expect(itemsWithCardOnScreen([meeting, session], onScreen(session))).toEqual([session]);
  });

  it('is one alert: a single card on screen holds all of its items', () => {
    expect(decideStartAlert([session, meeting], onScreen(meeting))).toBe('hold');
  });

  it('shows when the member is not looking at the app, whatever its cards', () => {
    expect(decideStartAlert([meeting], { ...onScreen(meeting), looking: false })).toBe('show');
  });

  const item = fc.record({
    kind: fc.constantFrom('session' as const, 'meeting' as const),
    id: fc.constantFrom('1', '2', '3', '4'),
  });
  const screen = fc.record({
    cardsOnScreen: fc.array(item).map((items) => new Set(items.map(startAlertKey))),
    looking: fc.boolean(),
  });

  it('holds exactly when the member looks at the app and one of its items has a card on screen', () => {
    fc.assert(
      fc.property(fc.array(item), screen, (items, view) => {
        const anyOnScreen = items.some((each) => view.cardsOnScreen.has(startAlertKey(each)));
        expect(decideStartAlert(items, view)).toBe(view.looking && anyOnScreen ? 'hold' : 'show');
      }),
    );
  });

  it('a card leaving the screen never turns a shown alert into a held one', () => {
    fc.assert(
      fc.property(fc.array(item), screen, item, (items, view, leaving) => {
        const fewer = new Set(view.cardsOnScreen);
        fewer.delete(startAlertKey(leaving));
        const after = decideStartAlert(items, { ...view, cardsOnScreen: fewer });
        if (decideStartAlert(items, view) === 'show') expect(after).toBe('show');
      }),
    );
  });
});
