import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllSnapshots,
  clearSnapshotsFor,
  readSnapshot,
  writeSnapshot,
} from '@/storage/snapshot-store';

beforeEach(async () => {
  await clearAllSnapshots();
});

describe('snapshot store', () => {
  it('round-trips data with its time', async () => {
    await writeSnapshot('1', 'sessions', { items: [{ id: 'a' }], total: 1 }, 1000);
    expect(await readSnapshot('1', 'sessions')).toEqual({
      data: { items: [{ id: 'a' }], total: 1 },
      updatedAt: 1000,
    });
    expect(await readSnapshot('1', 'meetings')).toBeNull();
  });

  it('keeps members apart, also when one key prefixes another', async () => {
    await writeSnapshot('1', 'sessions', ['mine'], 1);
    await writeSnapshot('12', 'sessions', ['theirs'], 2);
    expect((await readSnapshot('1', 'sessions'))?.data).toEqual(['mine']);
    expect((await readSnapshot('2', 'sessions'))?.data).toBeUndefined();

    await clearSnapshotsFor('1');
    expect(await readSnapshot('1', 'sessions')).toBeNull();
    expect((await readSnapshot('12', 'sessions'))?.data).toEqual(['theirs']);

    await clearAllSnapshots();
    expect(await readSnapshot('12', 'sessions')).toBeNull();
  });

  it('never stores or serves snapshots without a user key', async () => {
    await writeSnapshot('', 'sessions', ['x'], 1);
    expect(await readSnapshot('', 'sessions')).toBeNull();
  });

  it('drops data that cannot be stored instead of throwing', async () => {
    await expect(writeSnapshot('1', 'x', () => 1, 1)).resolves.toBeUndefined();
    expect(await readSnapshot('1', 'x')).toBeNull();
  });

  it('behaves as empty without IndexedDB', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', undefined);
    try {
      const fresh = await import('@/storage/snapshot-store');
      await expect(fresh.writeSnapshot('1', 'a', [1], 1)).resolves.toBeUndefined();
      expect(await fresh.readSnapshot('1', 'a')).toBeNull();
      await expect(fresh.clearSnapshotsFor('1')).resolves.toBeUndefined();
      await expect(fresh.clearAllSnapshots()).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
