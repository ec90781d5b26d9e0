import { beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreFromMirror, whenMirrorIdle } from '@/storage/idb-mirror';
import { removeMirroredItem, writeMirroredItem } from '@/storage/mirrored-item';
import { mirroredEntries, resetIndexedDb } from './mirror-test-helpers';

beforeEach(async () => {
  await whenMirrorIdle();
  await resetIndexedDb();
});

describe('IndexedDB mirror', () => {
  it('mirrors writes and removals in order', async () => {
    writeMirroredItem('remembered_email', 'a@b.co');
    writeMirroredItem('referrals_active_tab', 'sent');
    removeMirroredItem('referrals_active_tab');
    await whenMirrorIdle();
    expect(await mirroredEntries()).toEqual({ remembered_email: 'a@b.co' });
  });

  it('restores a wiped localStorage so the member stays logged in', async () => {
    writeMirroredItem('auth_token', 'tok');
    writeMirroredItem('auth_response', '{"user":{"id":1}}');
    writeMirroredItem('accepted_sessions_1', '["5"]');
    await whenMirrorIdle();
    localStorage.clear();

    await restoreFromMirror();
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(localStorage.getItem('auth_response')).toBe('{"user":{"id":1}}');
    expect(localStorage.getItem('accepted_sessions_1')).toBe('["5"]');
  });

  it('never restores a sign-in that signed out, and drops the stale copy', async () => {
    writeMirroredItem('auth_token', 'tok');
    writeMirroredItem('auth_response', '{"user":{"id":1}}');
    await whenMirrorIdle();
    // The app closed before the mirror's removals ran: only the tombstone was written.
    localStorage.setItem('signed_out', '1');
    localStorage.removeItem('auth_token');
    localStorage.removeItem('auth_response');

    await restoreFromMirror();
    expect(localStorage.getItem('auth_token')).toBeNull();
    await whenMirrorIdle();
    expect(await mirroredEntries()).toEqual({});
  });

  it('never overwrites values present in localStorage', async () => {
    writeMirroredItem('remembered_email', 'old@b.co');
    await whenMirrorIdle();
    localStorage.setItem('remembered_email', 'new@b.co');
    await restoreFromMirror();
    expect(localStorage.getItem('remembered_email')).toBe('new@b.co');
  });

  it('restores the token and login response only together', async () => {
    writeMirroredItem('auth_token', 'mirror-token');
    writeMirroredItem('auth_response', '{"user":{"id":1}}');
    await whenMirrorIdle();
    localStorage.removeItem('auth_response');
    await restoreFromMirror();
    expect(localStorage.getItem('auth_response')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBe('mirror-token');
  });

  it('ignores keys that are not the app’s', async () => {
    const { set, createStore } = await import('idb-keyval');
    await set('something_else', 'x', createStore('member-portal', 'kv'));
    await restoreFromMirror();
    expect(localStorage.getItem('something_else')).toBeNull();
  });

  it('resolves without IndexedDB', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', undefined);
    try {
      const fresh = await import('@/storage/mirrored-item');
      const mirror = await import('@/storage/idb-mirror');
      expect(() => fresh.writeMirroredItem('auth_token', 't')).not.toThrow();
      await expect(mirror.whenMirrorIdle()).resolves.toBeUndefined();
      await expect(mirror.restoreFromMirror()).resolves.toBeUndefined();
      expect(localStorage.getItem('auth_token')).toBe('t');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
