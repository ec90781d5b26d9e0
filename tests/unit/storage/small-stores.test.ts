import { describe, expect, it } from 'vitest';
import { addAcceptedSessionId, readAcceptedSessionIds } from '@/storage/accepted-sessions';
import { readReferralsTab, saveReferralsTab } from '@/storage/referrals-tab';
import {
  clearRememberedEmail,
  readRememberedEmail,
  saveRememberedEmail,
} from '@/storage/remembered-email';
import { acceptedSessionsKey, isAppStorageKey } from '@/storage/storage-keys';

describe('accepted session ids', () => {
  it(
    'keeps each member’s list apart',
    {
      meta: {
        spec: [
          'a per-user list of accepted session ids.',
          'Acceptance is remembered locally per user',
        ],
      },
    },
    () => {
      addAcceptedSessionId('1', '10');
      addAcceptedSessionId('2', '20');
      expect(readAcceptedSessionIds('1')).toEqual(['10']);
      expect(readAcceptedSessionIds('2')).toEqual(['20']);
      expect(localStorage.getItem(acceptedSessionsKey('1'))).toBe('["10"]');
    },
  );

  it('dedupes', () => {
    addAcceptedSessionId('1', '10');
    addAcceptedSessionId('1', '10');
    addAcceptedSessionId('1', ' 11 ');
    expect(readAcceptedSessionIds('1')).toEqual(['10', '11']);
  });

  it('reads junk as an empty list and keeps usable ids from a mixed one', () => {
    localStorage.setItem('accepted_sessions_1', '{oops');
    expect(readAcceptedSessionIds('1')).toEqual([]);
    localStorage.setItem('accepted_sessions_1', '{"a":1}');
    expect(readAcceptedSessionIds('1')).toEqual([]);
    localStorage.setItem('accepted_sessions_1', '[3, "4", null, {}, 3]');
    expect(readAcceptedSessionIds('1')).toEqual(['3', '4']);
  });

  it('stores nothing for a member without an id', () => {
    addAcceptedSessionId('', '10');
    expect(readAcceptedSessionIds('')).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});

describe('referrals tab', () => {
  it(
    'defaults to create and rejects junk',
    { meta: { spec: ['referrals_active_tab', 'Referrals active tab: create, sent, received.'] } },
    () => {
      expect(readReferralsTab()).toBe('create');
      localStorage.setItem('referrals_active_tab', 'admin');
      expect(readReferralsTab()).toBe('create');
      saveReferralsTab('received');
      expect(readReferralsTab()).toBe('received');
    },
  );
});

describe('remembered email', () => {
  it('saves, reads and clears', { meta: { spec: ['remembered_email'] } }, () => {
    expect(readRememberedEmail()).toBeNull();
    saveRememberedEmail('a@b.co');
    expect(readRememberedEmail()).toBe('a@b.co');
    clearRememberedEmail();
    expect(readRememberedEmail()).toBeNull();
  });
});

describe('storage keys', () => {
  it('recognises the app’s keys only', () => {
    expect(isAppStorageKey('auth_token')).toBe(true);
    expect(isAppStorageKey('accepted_sessions_9')).toBe(true);
    expect(isAppStorageKey('other')).toBe(false);
  });
});
