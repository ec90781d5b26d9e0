/**
 * Whether a due "Starting now" alert shows as a toast now or is held (docs/behaviour.md#live-alerts).
 * A card on screen already says 'Open now, closes in 8 min' with its Join: a toast over it would
 * only repeat the screen. A held alert is not an alert shown: it stays due, and shows once none of
 * its items' cards is on screen while a join window is still open.
 */
import { startAlertKey, type StartCandidate } from './start-alerts';

export interface StartAlertScreen {
  /** Keys (startAlertKey) of the items whose card is on screen, or about to say whether it is. */
  cardsOnScreen: ReadonlySet<string>;
  /**
   * The page is visible and its window focused. When the member looks elsewhere no card is in
   * front of them: the alert shows, and its system notification goes as it always did.
   */
  looking: boolean;
}

export type StartAlertDecision = 'show' | 'hold';

/** The items of an alert whose card the member has in front of them. */
export function itemsWithCardOnScreen<T extends Pick<StartCandidate, 'kind' | 'id'>>(
  items: readonly T[],
  screen: StartAlertScreen,
): T[] {
  if (!screen.looking) return [];
  return items.filter((item) => screen.cardsOnScreen.has(startAlertKey(item)));
}

/** Several items starting together are one alert: one card on screen holds all of it. */
export function decideStartAlert(
  items: ReadonlyArray<Pick<StartCandidate, 'kind' | 'id'>>,
  screen: StartAlertScreen,
): StartAlertDecision {
  return itemsWithCardOnScreen(items, screen).length > 0 ? 'hold' : 'show';
}
