import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '@/locales/messages';
import { readOutboxRecord } from '@/repository/outbox/outbox-record';
import { anyInput, RUNS } from '../domain/arbitraries';
import { english } from './engine-harness';

const stored = {
  schema: 1,
  id: 'w1',
  memberKey: '5',
  memberName: 'Asha',
  write: 'acceptInvite',
  variables: { sessionId: '12', mode: 'online', topic: 'Weekly', startsAt: null },
  item: 'session:12',
  description: 'Accept: Weekly',
  idempotencyKey: 'k1',
  createdAt: 10,
  attempts: 2,
  nextAttemptAt: 20,
  waitMs: 0,
  serverAsked: false,
  clockOffset: null,
  unclear: true,
  awaitedUntil: null,
  state: 'queued',
  failure: null,
};

describe('readOutboxRecord', () => {
  it('reads a record this version wrote as it was', () => {
    expect(readOutboxRecord(stored)).toEqual(stored);
  });

  it('keeps a record of another version or an unknown write as failed, with the reason', () => {
    for (const other of [
      { ...stored, schema: 2 },
      { ...stored, write: 'somethingNew' },
    ]) {
      expect(english(readOutboxRecord(other))).toMatchObject({
        id: 'w1',
        memberKey: '5',
        state: 'failed',
        failure: 'Not sent: it was saved by another version of the app and cannot be read.',
      });
    }
  });

  it('reads back its texts: a message of the app, or a text an older version stored', () => {
    const failed = { ...stored, state: 'failed' };
    const record = readOutboxRecord({
      ...failed,
      description: msg('outbox.acceptTopic', { topic: 'Weekly' }),
      failure: msg('outbox.staleExpired'),
    });
    expect(record).toMatchObject({
      description: { id: 'outbox.acceptTopic', values: { topic: 'Weekly' } },
      failure: { id: 'outbox.staleExpired' },
    });
    expect(english(record)).toMatchObject({
      description: 'Accept: Weekly',
      failure: 'Not sent: it waited on this device for more than 7 days.',
    });
    // An older version's English, or the server's words, are shown as they are.
    expect(readOutboxRecord({ ...failed, failure: 'Session is full' })?.failure).toBe(
      'Session is full',
    );
    // What is neither has no text of its own.
    const odd = readOutboxRecord({
      ...failed,
      description: { id: 'outbox.acceptTopic', values: { topic: { nested: true } } },
      failure: 42,
    });
    expect(english(odd)).toMatchObject({ description: 'A change', failure: null });
  });

  it('never throws; whatever it returns belongs to a member and is queued or failed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          fc.record({ id: fc.string(), memberKey: fc.string(), schema: fc.anything() }),
        ),
        (raw) => {
          const record = readOutboxRecord(raw);
          if (record === null) return;
          expect(record.id).not.toBe('');
          expect(record.memberKey).not.toBe('');
          expect(['queued', 'failed']).toContain(record.state);
          expect(Number.isFinite(record.createdAt)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
