type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's icon badge: the number of received referrals not seen yet. Where the
 * browser has no badge (Android Chrome, Firefox) nothing happens.
 */
export function showAppBadge(count: number, nav: BadgeNavigator = navigator): void {
  try {
    const call = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    call?.catch(() => undefined);
  } catch {
    // A browser that has the call but refuses it outside an installed app.
  }
}
