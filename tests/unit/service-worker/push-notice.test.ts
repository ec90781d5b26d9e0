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
  titleIn,
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

  it("words the title in the device's language from the facts the push carries", () => {
    const read = (push: object) => readPushPayload(JSON.stringify({ ...referral, ...push }));
    const hindi = pushNotice(read({ name: 'Priya Nair' }), signedIn, ORIGIN, 'hi');
    expect(hindi.title).toBe('Priya Nair से नया रेफ़रल');
    expect(hindi.tag).toBe('referrals-received');
    const status = read({
      type: 'referral-status',
      title: 'Arjun Reddy marked your referral In Progress',
      name: 'Arjun Reddy',
      status: 'in process',
    });
    expect(pushNotice(status, signedIn, ORIGIN, 'mr').title).toBe(
      'Arjun Reddy यांनी तुमचा रेफरल चालू म्हणून मार्क केला',
    );
    expect(pushNotice(status, signedIn, ORIGIN, 'en').title).toBe(
      'Arjun Reddy marked your referral In Progress',
    );
    const starting = read({
      type: 'starting-now',
      title: 'Starting now: Weekly chapter meeting',
      topic: 'Weekly chapter meeting',
    });
    expect(pushNotice(starting, signedIn, ORIGIN, 'hi').title).toBe(
      'अभी शुरू: Weekly chapter meeting',
    );
    // The app's placeholders are the app's words: translated too.
    expect(titleIn(read({ title: 'New referral from A member', name: '' })!, 'mr')).toBe(
      'एक सभासद यांच्याकडून नवीन रेफरल',
    );
    expect(
      titleIn(read({ type: 'starting-now', title: 'Starting now: Untitled', topic: '' })!, 'hi'),
    ).toBe('अभी शुरू: बिना शीर्षक');
    // Without its facts, the backend's own title.
    expect(titleIn(read({})!, 'hi')).toBe('New referral from Priya Nair');
  });

  it('words the title from the facts a push carries, when it carries them', () => {
    const push = readPushPayload(
      JSON.stringify({
        ...referral,
        type: 'referral-status',
        title: 'Something else',
        name: '',
        status: 'done',
      }),
    );
    expect(titleIn(push!, 'hi')).toBe('एक सदस्य ने आपके रेफ़रल को पूरा मार्क किया');
    expect(titleIn(push!, 'en')).toBe('Something else');
  });

  it("keeps the backend's title when it is of a type or wording the worker does not know", () => {
    const other = readPushPayload(JSON.stringify({ ...referral, title: 'Welcome back' }));
    expect(titleIn(other!, 'hi')).toBe('Welcome back');
    for (const type of ['news', 'constructor', '__proto__']) {
      const unknown = readPushPayload(JSON.stringify({ ...referral, type, title: 'Hello' }));
      expect(titleIn(unknown!, 'mr')).toBe('Hello');
    }
    // A status the app does not know is the backend's word, kept as sent.
    const status = readPushPayload(
      JSON.stringify({
        ...referral,
        type: 'referral-status',
        title: 'Arjun Reddy marked your referral On Hold',
        name: 'Arjun Reddy',
        status: 'On Hold',
      }),
    );
    expect(titleIn(status!, 'hi')).toBe('Arjun Reddy ने आपके रेफ़रल को On Hold मार्क किया');
  });

  it("shows the neutral notice in the device's language", () => {
    expect(pushNotice(null, signedIn, ORIGIN, 'mr').title).toBe(
      'नवीन काय आहे ते पाहण्यासाठी लॉग इन करा',
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
    expect(PUSH_RECORDS.language).toBe('language');
  });
});
