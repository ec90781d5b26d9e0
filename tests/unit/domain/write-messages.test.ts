import { describe, expect, it } from 'vitest';
import {
  changesNotSentNotice,
  changesWaitingLabel,
  discardOtherMembersChangesQuestion,
  readShown,
  sameShown,
} from '@/domain/write-messages';
import { msg } from '@/locales/messages';
import { translate } from '@/ui/i18n/i18n';
import { loadEveryEnglishCatalog } from '../english-catalogs';

// Our own messages are read as the English screen shows them.
loadEveryEnglishCatalog();

describe('the texts of waiting changes', () => {
  it('counts the changes waiting on the device', () => {
    expect(translate(changesWaitingLabel(1))).toBe('1 change waiting');
    expect(translate(changesWaitingLabel(3))).toBe('3 changes waiting');
    expect(translate(changesWaitingLabel(0))).toBe('0 changes waiting');
  });

  it('tells /login what was not sent', () => {
    expect(translate(changesNotSentNotice(1))).toBe(
      '1 change not sent yet: log in again to send it',
    );
    expect(translate(changesNotSentNotice(2))).toBe(
      '2 changes not sent yet: log in again to send them',
    );
  });

  it('asks before another member’s changes are discarded, naming them when known', () => {
    expect(translate(discardOtherMembersChangesQuestion('Asha Rao'))).toBe(
      'Changes of Asha Rao are waiting on this device. Discard them?',
    );
    expect(translate(discardOtherMembersChangesQuestion(' '))).toBe(
      'Changes of another member are waiting on this device. Discard them?',
    );
  });
});

describe('readShown', () => {
  it('keeps a text as it is, and a message as plain data', () => {
    expect(readShown('Session is full')).toBe('Session is full');
    expect(readShown({ id: 'outbox.staleExpired' })).toEqual({ id: 'outbox.staleExpired' });
    const referral = msg('outbox.referralTo', { name: 'Bob' });
    expect(readShown(JSON.parse(JSON.stringify(referral)))).toEqual(referral);
  });

  it('reads nothing else as a text', () => {
    for (const value of [
      null,
      undefined,
      42,
      [],
      {},
      { id: '' },
      { id: 7 },
      { id: 'outbox.referralTo', values: [1] },
      { id: 'outbox.referralTo', values: { name: { first: 'Bob' } } },
    ]) {
      expect(readShown(value)).toBeNull();
    }
  });
});

describe('sameShown', () => {
  it('compares texts and messages by what they say', () => {
    expect(sameShown('a', 'a')).toBe(true);
    expect(sameShown(null, null)).toBe(true);
    expect(
      sameShown(msg('outbox.waiting', { count: 2 }), msg('outbox.waiting', { count: 2 })),
    ).toBe(true);
    expect(
      sameShown(msg('outbox.waiting', { count: 2 }), msg('outbox.waiting', { count: 3 })),
    ).toBe(false);
    expect(sameShown(msg('outbox.staleExpired'), msg('outbox.staleUnreadable'))).toBe(false);
    expect(sameShown(msg('outbox.staleExpired'), 'Not sent')).toBe(false);
    expect(sameShown(msg('outbox.staleExpired'), null)).toBe(false);
  });
});
