import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCount, normaliseList } from '@/domain/list';
import { asIdString } from '@/domain/loose';
import { anyInput, RUNS } from './arbitraries';

const ids = (item: unknown) => asIdString(item);

describe('normaliseList', () => {
  it(
    'reads a bare array',
    { meta: { spec: ['Lists from the server may arrive as a bare array'] } },
    () => {
      expect(normaliseList([1, 2], ids)).toEqual({ items: ['1', '2'], total: 2 });
    },
  );

  it(
    'reads arrays under data or items',
    { meta: { spec: ['or wrapped in data or items'] } },
    () => {
      expect(normaliseList({ data: [1] }, ids)).toEqual({ items: ['1'], total: 1 });
      expect(normaliseList({ items: [1, 2, 3] }, ids)).toEqual({
        items: ['1', '2', '3'],
        total: 3,
      });
      expect(normaliseList({ data: { items: [4] } }, ids).items).toEqual(['4']);
    },
  );

  it('drops items the item normaliser rejects', () => {
    expect(normaliseList([1, null, {}, 'x'], ids).items).toEqual(['1', 'x']);
  });

  it(
    'takes the total from total, count, meta.total, pagination.total in that order',
    { meta: { spec: ['with a total in total, count, meta.total or pagination.total.'] } },
    () => {
      expect(normaliseList({ data: [1], total: 10, count: 20 }, ids).total).toBe(10);
      expect(normaliseList({ data: [1], count: 20 }, ids).total).toBe(20);
      expect(normaliseList({ data: [1], meta: { total: 30 } }, ids).total).toBe(30);
      expect(normaliseList({ data: [1], pagination: { total: 40 } }, ids).total).toBe(40);
    },
  );

  it('skips negative or non-numeric totals and falls back to the item count', () => {
    expect(normaliseList({ data: [1, 2], total: -1, count: 'x' }, ids).total).toBe(2);
    expect(normaliseList({ data: [1], total: -5, meta: { total: 9 } }, ids).total).toBe(9);
  });

  it('returns an empty list for junk', () => {
    for (const junk of [null, undefined, 5, 'abc', {}, { data: 'x' }]) {
      expect(normaliseList(junk, ids)).toEqual({ items: [], total: 0 });
    }
  });

  it('never throws and keeps total a non-negative integer', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const result = normaliseList(raw, ids);
        expect(Array.isArray(result.items)).toBe(true);
        expect(result.items.every((id) => typeof id === 'string')).toBe(true);
        expect(Number.isInteger(result.total) && result.total >= 0).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('normaliseCount', () => {
  it('counts arrays and passes numbers through', () => {
    expect(normaliseCount([{}, {}, {}])).toBe(3);
    expect(normaliseCount(4)).toBe(4);
    expect(normaliseCount('6')).toBe(6);
  });

  it('reads objects by the total rule, then data or items length', () => {
    expect(normaliseCount({ count: 8 })).toBe(8);
    expect(normaliseCount({ meta: { total: 2 } })).toBe(2);
    expect(normaliseCount({ data: [1, 2] })).toBe(2);
    expect(normaliseCount({ items: [1] })).toBe(1);
    expect(normaliseCount({ data: 5 })).toBe(5);
  });

  it('answers 0 for junk', () => {
    for (const junk of [null, undefined, -3, Number.NaN, 'abc', {}, true]) {
      expect(normaliseCount(junk)).toBe(0);
    }
  });

  it('never throws and is always a non-negative integer', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const n = normaliseCount(raw);
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      }),
      RUNS,
    );
  });
});
