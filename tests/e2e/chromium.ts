/**
 * How the end-to-end tests start Debian's Chromium (never a downloaded browser). The flags keep it
 * from reaching out to Google's services, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
