import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { expectCollection, expectCollectionOrCount } from '@/api/response-shape';

describe('list answers of the wrong kind', () => {
  it('are refused when they are not a list or wrapper, or wrap a bare value', () => {
    for (const junk of [42, 'x', true, { data: 'x' }, { items: 5 }, { data: false }]) {
      expect(() => expectCollection(junk), JSON.stringify(junk)).toThrow(ApiError);
    }
  });

  it('pass when they are lists, wrappers of lists, summaries or nothing', () => {
    for (const fine of [null, [], [1], { data: [] }, { items: [] }, { data: { items: [] } }, {}]) {
      expect(expectCollection(fine)).toBe(fine);
    }
    const summary = { total_sessions: 3, present_count: 2, absent_count: 1 };
    expect(expectCollection(summary)).toBe(summary);
  });

  it('for referrals, also accept a count in any of its forms', () => {
    for (const count of [3, ' 4 ', { data: 5 }, { count: 2 }]) {
      expect(expectCollectionOrCount(count)).toBe(count);
    }
    for (const junk of ['x', { data: 'x' }]) {
      expect(() => expectCollectionOrCount(junk)).toThrow(ApiError);
    }
  });
});
