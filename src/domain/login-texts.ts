import { msg } from '@/locales/messages';

/**
 * docs/behaviour.md#errors: shown beneath the password field when the server gives no message.
 * Its own module: /login's first load needs this text, not the error-message rules around it.
 */
export const LOGIN_FALLBACK_ERROR = msg('login.invalid');
