import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '../storage/mirror-test-helpers';
import {
  fakeApi,
  json,
  renderWithEngine,
  setOnline,
  startFreshApp,
  storeSignIn,
} from './engine-harness';

const fields = {
  fullname: 'Asha Rao',
  address: 'Pune',
  service_offered: 'Audit',
  product_offered: '',
  years_of_experience: 6,
  additional_info: '',
};

beforeEach(async () => {
  await resetIndexedDb();
  setOnline(true);
  storeSignIn(5);
});
afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
});

async function renderProfileWrite() {
  const app = await startFreshApp();
  const { useUpdateProfile } = await import('@/repository/profile-write');
  const { useCurrentUser } = await import('@/repository/current-user');
  return renderWithEngine(app, () => ({ save: useUpdateProfile(), user: useCurrentUser() }));
}

describe('profile update', () => {
  it('merges the answer’s user into the stored user, and the member shown changes at once', async () => {
    const api = fakeApi();
    api.on(
      'PATCH',
      '/profile',
      json({ user: { fullname: 'Asha Rao', avatar_url: 'https://x.test/a.png' } }),
    );
    const view = await renderProfileWrite();
    await act(async () => {
      expect(await view.result.current.save(fields, null)).toEqual({ saved: true });
    });
    await waitFor(() => expect(view.result.current.user?.fullname).toBe('Asha Rao'));
    expect(view.result.current.user?.avatarUrl).toBe('https://x.test/a.png');
    expect(api.to('PATCH', '/profile')[0]?.idempotencyKey).toBeTruthy();
  });

  it('is refused offline with a message, sending nothing', async () => {
    const api = fakeApi();
    const view = await renderProfileWrite();
    setOnline(false);
    let result: unknown;
    await act(async () => {
      result = await view.result.current.save(fields, null);
    });
    expect(result).toEqual({ saved: false, message: expect.stringContaining('You are offline') });
    expect(api.to('PATCH', '/profile')).toHaveLength(0);
  });

  it('gives the server message, else "Failed to update profile", for the inline banner', async () => {
    const api = fakeApi();
    api.on('PATCH', '/profile', new Response('<html>oops</html>', { status: 500 }));
    const view = await renderProfileWrite();
    let result: unknown;
    await act(async () => {
      result = await view.result.current.save(fields, null);
    });
    expect(result).toEqual({ saved: false, message: 'Failed to update profile' });
    expect(view.result.current.user?.fullname).toBe('Member 5');
  });
});
