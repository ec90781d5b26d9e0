// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appPathOf,
  isOnScreen,
  NEUTRAL_TAG,
  NEUTRAL_TITLE,
  pushNotice,
  readPushPayload,
} from '../../../src-sw/push-notice';
import { PUSH_DATABASE, PUSH_RECORDS } from '../../../src-sw/push-state';
import { PUSH_KEYS } from '../../../src/storage/push-keys';
import { INDEXED_DB } from '../../../src/storage/storage-keys';

const ORIGIN = 'https://portal.example';
const signedIn = { member: 'm-tag-1', memberTag: 'app-tag-1' };
const referral = {
  type: 'referral-received',
  title: 'New referral from Priya Nair',
  body: '',
  url: '/referrals?tab=received',
  tag: 'referrals-received',
  member: 'm-tag-1',
};

describe('what a push shows', () => {
  it("shows the member's news, with its tag, where a tap leads and whose it is", () => {
    const notice = pushNotice(readPushPayload(JSON.stringify(referral)), signedIn, ORIGIN);
    expect(notice).toEqual({
      title: 'New referral from Priya Nair',
      body: undefined,
      tag: 'referrals-received',
      data: { path: '/referrals?tab=received', memberTag: 'app-tag-1' },
      forMember: true,
    });
  });

  it('shows only the neutral notice for another member, for nobody signed in, or for an unreadable push', () => {
    const neutral = {
      title: NEUTRAL_TITLE,
      tag: NEUTRAL_TAG,
      data: { path: '/login' },
      forMember: false,
    };
    const other = readPushPayload(JSON.stringify({ ...referral, member: 'm-tag-2' }));
    expect(pushNotice(other, signedIn, ORIGIN)).toEqual(neutral);
    expect(pushNotice(readPushPayload(JSON.stringify(referral)), null, ORIGIN)).toEqual(neutral);
    for (const text of [null, '', 'not json', '[]', '{"title":"x"}', '"New referral"'])
      expect(pushNotice(readPushPayload(text), signedIn, ORIGIN)).toEqual(neutral);
    expect(NEUTRAL_TITLE).toBe("Sign in to see what's new");
  });

  it("never carries a member's words into the neutral notice, whatever the push holds", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, member) => {
        fc.pre(member !== signedIn.member);
        const payload = readPushPayload(JSON.stringify({ ...referral, title, member }));
        const notice = pushNotice(payload, signedIn, ORIGIN);
        expect(notice.title).toBe(NEUTRAL_TITLE);
        expect(notice.body).toBeUndefined();
      }),
    );
  });

  it('opens only paths of this app', () => {
    expect(appPathOf('/referrals?tab=sent', ORIGIN)).toBe('/referrals?tab=sent');
    expect(appPathOf('https://evil.example/phish', ORIGIN)).toBe('/dashboard');
    expect(appPathOf('javascript:alert(1)', ORIGIN)).toBe('/dashboard');
    expect(appPathOf('', ORIGIN)).toBe('/dashboard');
  });

  it('counts a window as showing the news only when it is on that screen and in front', () => {
    const window = {
      url: `${ORIGIN}/referrals?tab=sent`,
      visibilityState: 'visible',
      focused: true,
    } as const;
    expect(isOnScreen(window, '/referrals?tab=received', ORIGIN)).toBe(true);
    expect(isOnScreen({ ...window, focused: false }, '/referrals', ORIGIN)).toBe(false);
    expect(isOnScreen({ ...window, visibilityState: 'hidden' }, '/referrals', ORIGIN)).toBe(false);
    expect(isOnScreen(window, '/dashboard', ORIGIN)).toBe(false);
  });

  it('reads the records the app writes, under the same names', () => {
    expect(PUSH_DATABASE).toEqual(INDEXED_DB.push);
    expect(PUSH_RECORDS).toEqual(PUSH_KEYS);
  });
});
