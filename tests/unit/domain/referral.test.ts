import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normaliseReferral,
  REFERRAL_STATUS_OPTIONS,
  referralBadgeColor,
  referralDescriptionError,
  referralStatusMessage,
  referralStatusText,
  sortNewestFirst,
} from '@/domain/referral';
import { msg } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import type { Referral } from '@/domain/types';
import { loadEveryEnglishCatalog } from '../english-catalogs';
import { anyInput, isHttpOrDataImage, RUNS } from './arbitraries';

// A node test: tests/setup.ts, which loads the English catalogs for screens, does not run here.
loadEveryEnglishCatalog();

const PNG = 'https://cdn.example.com/p.png';

describe('normaliseReferral', () => {
  it(
    'maps a full referral',
    {
      meta: { spec: ['Referral: id, description, status (pending, in process, done), created_at'] },
    },
    () => {
      expect(
        normaliseReferral({
          id: 5,
          description: ' Needs an auditor ',
          status: ' In Process ',
          created_at: '2025-01-05T10:00:00Z',
          user: { id: 1, fullname: 'Sender', profile_image_url: PNG },
          referred_to: { id: 2, name: 'Recipient' },
        }),
      ).toEqual<Referral>({
        id: '5',
        description: 'Needs an auditor',
        status: 'in process',
        createdAt: Date.UTC(2025, 0, 5, 10, 0, 0),
        sender: { id: '1', fullname: 'Sender', avatarUrl: PNG },
        recipient: { id: '2', fullname: 'Recipient', avatarUrl: null },
      });
    },
  );

  it(
    'reads the sender from referred_by or referred_by_user',
    {
      meta: {
        spec: [
          'The sender appears under user, referred_by or referred_by_user',
          'each carries fullname and profile_image_url.',
        ],
      },
    },
    () => {
      expect(normaliseReferral({ id: 1, referred_by: { fullname: 'B' } })?.sender?.fullname).toBe(
        'B',
      );
      expect(
        normaliseReferral({ id: 1, referred_by_user: { fullname: 'C' } })?.sender?.fullname,
      ).toBe('C');
    },
  );

  it('prefers a person object over a bare id in an earlier field', () => {
    const referral = normaliseReferral({ id: 1, referred_by: 7, referred_by_user: { name: 'D' } });
    expect(referral?.sender).toEqual({ id: '', fullname: 'D', avatarUrl: null });
  });

  it(
    'reads the recipient from referred_to_user and fills its id from referred_to_id',
    { meta: { spec: ['the recipient under referred_to or referred_to_user'] } },
    () => {
      const referral = normaliseReferral({
        id: 1,
        referred_to_id: 9,
        referred_to_user: { fullname: 'E', avatar: { url: PNG } },
      });
      expect(referral?.recipient).toEqual({ id: '9', fullname: 'E', avatarUrl: PNG });
    },
  );

  it('accepts a person given as a plain name, or as only an id', () => {
    expect(normaliseReferral({ id: 1, referred_by: ' Farah ' })?.sender).toEqual({
      id: '',
      fullname: 'Farah',
      avatarUrl: null,
    });
    expect(normaliseReferral({ id: 1, referred_to_id: 3 })?.recipient).toEqual({
      id: '3',
      fullname: '',
      avatarUrl: null,
    });
  });

  it('leaves people null when absent and status pending by default', () => {
    const referral = normaliseReferral({ id: 1, status: '  ' });
    expect(referral).toMatchObject({ sender: null, recipient: null, status: 'pending' });
    expect(normaliseReferral({ id: 1 })?.status).toBe('pending');
    expect(normaliseReferral({ id: 1, created_at: 'x' })?.createdAt).toBeNull();
  });

  it('returns null without an object or an id', () => {
    expect(normaliseReferral({ description: 'x' })).toBeNull();
    expect(normaliseReferral(null)).toBeNull();
    expect(normaliseReferral([{ id: 1 }])).toBeNull();
  });

  it('never throws and returns well-typed referrals', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const referral = normaliseReferral(raw);
        if (referral === null) return;
        expect(referral.status).toBe(referral.status.trim().toLowerCase());
        expect(referral.status).not.toBe('');
        expect(referral.createdAt === null || Number.isFinite(referral.createdAt)).toBe(true);
        for (const person of [referral.sender, referral.recipient]) {
          if (person === null) continue;
          expect(typeof person.fullname).toBe('string');
          expect(person.avatarUrl === null || isHttpOrDataImage(person.avatarUrl)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('referral statuses', () => {
  it(
    'offers pending, in process, done with their labels',
    {
      meta: {
        spec: [
          'Referral statuses: pending, in process, done; labels Pending, In Progress, Done.',
          'Referral status: pending, in process, done.',
        ],
      },
    },
    () => {
      expect(REFERRAL_STATUS_OPTIONS).toEqual([
        { value: 'pending' },
        { value: 'in process' },
        { value: 'done' },
      ]);
      expect(
        REFERRAL_STATUS_OPTIONS.map(({ value }) => translate(referralStatusMessage(value))),
      ).toEqual(['Pending', 'In Progress', 'Done']);
    },
  );

  it('gives screens each known status as a message and an unknown one as sent', () => {
    expect(REFERRAL_STATUS_OPTIONS.map(({ value }) => referralStatusMessage(value))).toEqual([
      msg('referralStatus.pending'),
      msg('referralStatus.inProcess'),
      msg('referralStatus.done'),
    ]);
    expect(referralStatusText('pending')).toEqual(msg('referralStatus.pending'));
    expect(referralStatusText(' In Process ')).toEqual(msg('referralStatus.inProcess'));
    expect(referralStatusText('done')).toEqual(msg('referralStatus.done'));
    expect(referralStatusText(' rejected ')).toBe('rejected');
    expect(referralStatusText('')).toEqual(msg('referralStatus.pending'));
  });

  it(
    'colours done green, in process blue, anything else yellow',
    { meta: { spec: ['Badge colours: done green, in process blue, anything else yellow.'] } },
    () => {
      expect(referralBadgeColor('done')).toBe('green');
      expect(referralBadgeColor(' DONE ')).toBe('green');
      expect(referralBadgeColor('in process')).toBe('blue');
      expect(referralBadgeColor('pending')).toBe('yellow');
      expect(referralBadgeColor('in progress')).toBe('yellow');
      expect(referralBadgeColor('')).toBe('yellow');
    },
  );
});

describe('sortNewestFirst', () => {
  const at = (id: string, createdAt: number | null): Referral => ({
    id,
    description: '',
    status: 'pending',
    createdAt,
    sender: null,
    recipient: null,
  });

  it(
    'sorts by createdAt descending with undated ones last, without mutating',
    { meta: { spec: ['Lists sort newest first by created_at.'] } },
    () => {
      const input = [at('a', 1), at('n1', null), at('c', 3), at('n2', null), at('b', 2)];
      const copy = [...input];
      expect(sortNewestFirst(input).map((r) => r.id)).toEqual(['c', 'b', 'a', 'n1', 'n2']);
      expect(input).toEqual(copy);
    },
  );

  it('keeps every referral and orders any dated list descending', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer(), { nil: null })), (times) => {
        const sorted = sortNewestFirst(times.map((t, i) => at(String(i), t)));
        expect(sorted).toHaveLength(times.length);
        const dated = sorted.filter((r) => r.createdAt !== null);
        expect(sorted.slice(0, dated.length)).toEqual(dated);
        for (let i = 1; i < dated.length; i += 1) {
          expect(dated[i - 1]!.createdAt!).toBeGreaterThanOrEqual(dated[i]!.createdAt!);
        }
      }),
    );
  });
});

describe('referralDescriptionError', () => {
  it('asks for a description only when it is blank', () => {
    const blank = referralDescriptionError('  \n ');
    expect(blank).toEqual(msg('referrals.descriptionRequired'));
    expect(blank && translate(blank)).toBe('Please enter a description');
    expect(referralDescriptionError(' A lead ')).toBeNull();
  });
});
