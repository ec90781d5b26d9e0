import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '../storage/mirror-test-helpers';
import {
  deferred,
  english,
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
  const { useCurrentUser } = await import('@/repository/current-member');
  const view = renderWithEngine(app, () => ({
    update: app.writes.useWrite('updateProfile'),
    user: useCurrentUser(),
  }));
  const save = (f: typeof fields, image: File | null) =>
    view.result.current.update({ fields: f, image });
  return { ...view, save, app };
}

describe('profile update', () => {
  it(
    'merges the answer’s user into the stored user, and the member shown changes at once',
    { meta: { spec: ["The response's user (or data) is merged into the stored user"] } },
    async () => {
      const api = fakeApi();
      api.on(
        'PATCH',
        '/profile',
        json({ user: { fullname: 'Asha Rao', avatar_url: 'https://x.test/a.png' } }),
      );
      const view = await renderProfileWrite();
      await act(async () => {
        expect(await view.save(fields, null)).toEqual({ status: 'sent' });
      });
      await waitFor(() => expect(view.result.current.user?.fullname).toBe('Asha Rao'));
      expect(view.result.current.user?.avatarUrl).toBe('https://x.test/a.png');
      expect(api.to('PATCH', '/profile')[0]?.idempotencyKey).toBeTruthy();
    },
  );

  it('is refused offline with a message, sending nothing', async () => {
    const api = fakeApi();
    const view = await renderProfileWrite();
    setOnline(false);
    let result: unknown;
    await act(async () => {
      result = english(await view.save(fields, null));
    });
    expect(result).toEqual({
      status: 'refused',
      message: expect.stringContaining('You are offline'),
    });
    expect(api.to('PATCH', '/profile')).toHaveLength(0);
  });

  it(
    'gives the server message, else "Failed to update profile", for the inline banner',
    { meta: { spec: ["'Failed to update profile' (inline banner)."] } },
    async () => {
      const api = fakeApi();
      api.on('PATCH', '/profile', new Response('<html>oops</html>', { status: 500 }));
      const view = await renderProfileWrite();
      let result: unknown;
      await act(async () => {
        result = english(await view.save(fields, null));
      });
      expect(result).toEqual({ status: 'failed', message: 'Failed to update profile' });
      expect(view.result.current.user?.fullname).toBe('Member 5');
    },
  );

  it('an answer that arrives after the member logged out writes nothing of theirs back', async () => {
    const api = fakeApi();
    const answer = deferred<Response>();
    api.on('PATCH', '/profile', () => answer.promise);
    const view = await renderProfileWrite();
    let saving!: Promise<unknown>;
    act(() => {
      saving = view.save(fields, null);
    });
    await waitFor(() => expect(api.to('PATCH', '/profile')).toHaveLength(1));
    await view.app.auth.signOut();
    answer.resolve(json({ user: { fullname: 'Asha Rao', email: 'asha@example.com' } }));
    await act(async () => {
      await saving;
    });
    expect(localStorage.getItem('auth_response')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('Asha');
  });
});
