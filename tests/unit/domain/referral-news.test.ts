import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseList } from '@/domain/list';
import { normaliseReferral } from '@/domain/referral';
import {
  MAX_SEEN_KEPT,
  newsMessages,
  normaliseSeen,
  NOTHING_SEEN,
  receivedNews,
  sentNews,
  unseenReceived,
  unseenSent,
  withBaseline,
  withReceivedSeen,
  withSentSeen,
} from '@/domain/referral-news';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

// Node runs this file without tests/setup.ts: the English texts are loaded here.
loadEveryEnglishCatalog();

/** The notifications as an English screen shows them. */
const newsTexts = (news: Parameters<typeof newsMessages>[0]) =>
  newsMessages(news).map(({ text, list }) => ({ text: translate(text), list }));

/** Server-shaped lists through the app's own normalisers, as the repository holds them. */
const referralsFrom = (raw: unknown) => normaliseList(raw, normaliseReferral).items;

const priya = { id: 7, fullname: 'Priya Nair' };
const arjun = { id: 8, fullname: 'Arjun Reddy' };

describe('news between two answers of the received list', () => {
  const before = referralsFrom([{ id: 1, user: priya, status: 'pending' }]);

  it('a referral that was not there is news, with who sent it', () => {
    const after = referralsFrom({
      data: [
        { id: 2, referred_by: arjun, status: 'pending' },
        { id: 1, user: priya, status: 'pending' },
      ],
    });
    expect(receivedNews(before, after)).toEqual([
      { kind: 'received', id: '2', from: 'Arjun Reddy' },
    ]);
  });

  it('the first answer on the page is no news, however many it holds', () => {
    expect(receivedNews(undefined, before)).toEqual([]);
  });

  it('reordering, a status change and a referral going away are no news', () => {
    const two = referralsFrom([
      { id: 1, user: priya, status: 'pending' },
      { id: 2, user: arjun, status: 'pending' },
    ]);
    const reordered = referralsFrom([
      { id: 2, user: arjun, status: 'done' },
      { id: 1, user: priya, status: 'pending' },
    ]);
    expect(receivedNews(two, reordered)).toEqual([]);
    expect(receivedNews(two, before)).toEqual([]);
  });

  it('an unnamed sender is "A member"', () => {
    expect(receivedNews([], referralsFrom([{ id: 3 }]))).toEqual([
      { kind: 'received', id: '3', from: 'A member' },
    ]);
  });
});

describe('news between two answers of the sent list', () => {
  const sent = (status: string) => referralsFrom([{ id: 5, referred_to: arjun, status }]);

  it('a status change is news, whatever the case and spaces of the server', () => {
    expect(sentNews(sent('pending'), sent(' In Process'))).toEqual([
      { kind: 'status', id: '5', by: 'Arjun Reddy', status: 'in process' },
    ]);
    expect(sentNews(sent('in process'), sent('IN PROCESS '))).toEqual([]);
  });

  it('a referral the member just sent, or the first answer, is no news', () => {
    expect(sentNews([], sent('pending'))).toEqual([]);
    expect(sentNews(undefined, sent('done'))).toEqual([]);
  });
});

describe('marks: what the member has not had on screen', () => {
  const received = referralsFrom([{ id: 1 }, { id: 2 }, { id: 3 }]);
  const sent = referralsFrom([
    { id: 10, status: 'pending' },
    { id: 11, status: 'done' },
    { id: 12, status: 'in process' },
  ]);

  it('a device that never had the lists marks nothing, and takes their first answer as seen', () => {
    expect(unseenReceived(received, NOTHING_SEEN).size).toBe(0);
    expect(unseenSent(sent, NOTHING_SEEN).size).toBe(0);
    const seen = withBaseline(withBaseline(NOTHING_SEEN, 'received', received), 'sent', sent);
    expect(seen.received).toEqual(['1', '2', '3']);
    expect(seen.sent).toEqual({ 10: 'pending', 11: 'done', 12: 'in process' });
    expect(withBaseline(seen, 'received', [])).toBe(seen);
  });

  it('received: every id never on screen', () => {
    const seen = withReceivedSeen(NOTHING_SEEN, ['1']);
    expect([...unseenReceived(received, seen)]).toEqual(['2', '3']);
    expect([...unseenReceived(received, withReceivedSeen(seen, ['2', '3']))]).toEqual([]);
  });

  it('sent: a status other than the one seen, or past Pending when never seen', () => {
    const seen = withSentSeen(NOTHING_SEEN, [{ id: '10', status: 'pending' }]);
    expect([...unseenSent(sent, seen)]).toEqual(['11', '12']);
    const later = withSentSeen(seen, [{ id: '11', status: 'Done' }]);
    expect([...unseenSent(sent, later)]).toEqual(['12']);
    const changed = referralsFrom([{ id: 11, status: 'in process' }]);
    expect([...unseenSent(changed, later)]).toEqual(['11']);
  });

  it('seeing what was seen already changes nothing: the same record, so nothing is written', () => {
    const seen = withSentSeen(withReceivedSeen(NOTHING_SEEN, ['1']), [{ id: '5', status: 'done' }]);
    expect(withReceivedSeen(seen, ['1', '1'])).toBe(seen);
    expect(withSentSeen(seen, [{ id: '5', status: ' DONE' }])).toBe(seen);
  });

  it('keeps the newest ids when a list outgrows the cap', () => {
    const ids = Array.from({ length: MAX_SEEN_KEPT + 5 }, (_, i) => String(i));
    const seen = withReceivedSeen(withReceivedSeen(NOTHING_SEEN, []), ids);
    expect(seen.received).toHaveLength(MAX_SEEN_KEPT);
    expect(seen.received?.at(-1)).toBe(String(MAX_SEEN_KEPT + 4));
    const sentSeen = withSentSeen(
      NOTHING_SEEN,
      ids.map((id) => ({ id, status: 'done' })),
    );
    expect(Object.keys(sentSeen.sent ?? {})).toHaveLength(MAX_SEEN_KEPT);
    expect(sentSeen.sent?.[String(MAX_SEEN_KEPT + 4)]).toBe('done');
  });
});

describe('stored seen records', () => {
  it('reads back what was stored', () => {
    const seen = withSentSeen(withReceivedSeen(NOTHING_SEEN, ['1', '2']), [
      { id: '9', status: 'done' },
    ]);
    expect(normaliseSeen(JSON.parse(JSON.stringify(seen)))).toEqual(seen);
  });

  it('never throws, and whatever it returns has the record shape (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const seen = normaliseSeen(raw);
        expect(seen.received === null || seen.received.every((id) => typeof id === 'string')).toBe(
          true,
        );
        expect(
          seen.sent === null || Object.values(seen.sent).every((s) => typeof s === 'string'),
        ).toBe(true);
      }),
    );
  });
});

describe('notification texts', () => {
  it("one item each: the sender's name, or who marked which status (the spec's labels)", () => {
    expect(
      newsTexts([
        { kind: 'received', id: '1', from: 'Priya Nair' },
        { kind: 'status', id: '2', by: 'Arjun Reddy', status: 'in process' },
      ]),
    ).toEqual([
      { text: 'New referral from Priya Nair', list: 'received' },
      { text: 'Arjun Reddy marked your referral In Progress', list: 'sent' },
    ]);
  });

  it('several at once are grouped in one notification per list', () => {
    expect(
      newsTexts([
        { kind: 'received', id: '1', from: 'Priya Nair' },
        { kind: 'received', id: '3', from: 'Arjun Reddy' },
        { kind: 'status', id: '2', by: 'Arjun Reddy', status: 'done' },
        { kind: 'status', id: '4', by: 'Priya Nair', status: 'done' },
      ]),
    ).toEqual([
      { text: '2 new referrals', list: 'received' },
      { text: '2 of your referrals changed status', list: 'sent' },
    ]);
    expect(newsTexts([])).toEqual([]);
  });
});
