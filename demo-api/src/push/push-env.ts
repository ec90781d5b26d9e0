import { DEFAULT_PUSH_SUBJECT, type PushOptions } from './push-service';

/**
 * Push settings from the environment (main.ts; demo-api/README.md#web-push): on unless
 * PUSH=off; PUSH_SUBJECT the VAPID subject; PUSH_CA_FILE a PEM of extra certificates to trust
 * for push services (a test's stand-in), read when it changes.
 */
export function pushOptionsFromEnv(env: NodeJS.ProcessEnv): PushOptions | false {
  if ((env.PUSH ?? '').trim().toLowerCase() === 'off') return false;
  const subject = env.PUSH_SUBJECT?.trim() || DEFAULT_PUSH_SUBJECT;
  const caFile = env.PUSH_CA_FILE?.trim();
  return { subject, ...(caFile ? { caFile } : {}) };
}
