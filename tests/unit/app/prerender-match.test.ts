import { afterEach, describe, expect, it } from 'vitest';
import { firstRenderMatchesPrerender } from '@/app/first-paint/prerender-match';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a prerendered visitor screen is hydrated only when the first render will match it', () => {
  it('matches for a first-time visitor on a plain address', () => {
    window.history.replaceState(null, '', '/login');
    expect(firstRenderMatchesPrerender()).toBe(true);
  });

  it('not for a signed-in member (the screen redirects)', () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('auth_token', 'token-1');
    localStorage.setItem('auth_response', JSON.stringify({ token: 'token-1', user: { id: 1 } }));
    expect(firstRenderMatchesPrerender()).toBe(false);
  });

  it('not when an email is remembered (the field is filled)', () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('remembered_email', 'member@example.com');
    expect(firstRenderMatchesPrerender()).toBe(false);
  });

  it("not with a query string (the reset screen's email)", () => {
    window.history.replaceState(null, '', '/reset-password?email=a%40b.c');
    expect(firstRenderMatchesPrerender()).toBe(false);
  });

  it('not when the history holds a notice for the screen', () => {
    window.history.replaceState({ usr: { notice: 'Signed out' }, key: 'k', idx: 0 }, '', '/login');
    expect(firstRenderMatchesPrerender()).toBe(false);
  });
});
