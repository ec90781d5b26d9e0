import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isJoinWindowOpen } from '@/domain/time-window';
import { useClockValue } from '@/ui/use-clock';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2030-12-20T04:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the join-window clock', () => {
  it(
    'looks again every 5 seconds: Join opens at the first tick after the window does',
    {
      meta: {
        spec: [
          'The clock is re-evaluated every 5 seconds.',
          'Clock tick for window checks: every 5 seconds.',
        ],
      },
    },
    () => {
      // The window opens 3 s from now (5 minutes before a start 5 min 3 s away).
      const startsAt = Date.now() + 5 * 60_000 + 3_000;
      const { result, unmount } = renderHook(() =>
        useClockValue((now) => isJoinWindowOpen(startsAt, now)),
      );
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(4_999));
      // The window has opened, but nothing looked yet.
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(true);
      unmount();
    },
  );
});
