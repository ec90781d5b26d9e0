/**
 * One "tab" of the app for the outbox tests: its writes, the lists they change and the waiting
 * writes, over the engine harness's fake API.
 */
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Session } from '@/domain/types';
import type { WaitingWrite } from '@/repository/pending-writes';
import {
  english,
  json,
  renderWithEngine,
  startFreshApp,
  type App,
  type fakeApi,
} from './engine-harness';

export const HOUR = 60 * 60 * 1000;

export const session = (id: string, startsAt = Date.now() + HOUR): Session => ({
  id,
  instructor: 'R',
  topic: `Topic ${id}`,
  link: 'https://meet.example.com/x',
  mode: 'online',
  startsAt,
  name: '',
});

export const referral = (description: string) => ({
  recipient: { id: '8', name: 'Bob Shah' },
  description,
  status: 'pending' as const,
});

export function renderTab(app: App) {
  return renderWithEngine(app, () => ({
    accept: app.writes.useWrite('acceptInvite'),
    refer: app.writes.useWrite('createReferral'),
    change: app.writes.useWrite('changeReferralStatus'),
    accepted: app.reads.useAcceptedSessionIds(),
    given: app.reads.useReferralsGiven(),
    // As the member reads them: the app's own texts in English.
    waiting: english(app.pending.useWaitingWriteList()) as readonly WaitingWrite[],
  }));
}

export type Tab = ReturnType<typeof renderTab>;

/** Every list the tab reads answers empty, so only writes are of interest. */
export function quietLists(api: ReturnType<typeof fakeApi>) {
  api.on('GET', '/online_sessions/accepted_sessions', json([]));
  api.on('GET', '/referrals', json([]));
  api.on('GET', '/referrals/received_referrals', json([]));
}

export async function openTab(
  options: { alongside?: boolean } = {},
): Promise<{ app: App; tab: Tab }> {
  const app = await startFreshApp(options);
  const tab = renderTab(app);
  await waitFor(() => expect(tab.result.current.accepted.data).toBeDefined());
  return { app, tab };
}

/** Runs a write; its outcome as the member reads it (the app's own messages in English). */
export async function run<T>(write: () => Promise<T>): Promise<T> {
  let result!: T;
  await act(async () => {
    result = await write();
  });
  return english(result) as T;
}
