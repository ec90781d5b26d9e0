/**
 * A notice's close button has no text of its own: this is its accessible name. Apart from
 * notify.ts so the update prompt, in the app's entry, does not carry the notice code with it.
 */
export const CLOSE_NOTICE_LABEL = 'Close notice';
