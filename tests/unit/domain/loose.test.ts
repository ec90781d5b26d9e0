import { describe, expect, it } from 'vitest';
import {
  asArray,
  asCount,
  asEpochMs,
  asFiniteNumber,
  asIdString,
  asRecord,
  asString,
  asText,
  pickFirst,
  pickText,
} from '@/domain/loose';

describe('loose readers', () => {
  it('asRecord accepts objects only, not arrays or null', () => {
    const obj = { a: 1 };
    expect(asRecord(obj)).toBe(obj);
    expect(asRecord(new Error('x'))).not.toBeNull();
    expect(asRecord([])).toBeNull();
    expect(asRecord(null)).toBeNull();
    expect(asRecord('x')).toBeNull();
  });

  it('asArray and asString check the type', () => {
    expect(asArray([1])).toEqual([1]);
    expect(asArray({ length: 1 })).toBeNull();
    expect(asString('a')).toBe('a');
    expect(asString(1)).toBeNull();
  });

  it('asText trims strings, stringifies finite numbers, drops the rest', () => {
    expect(asText('  hi ')).toBe('hi');
    expect(asText(12)).toBe('12');
    expect(asText(Number.NaN)).toBe('');
    expect(asText({})).toBe('');
    expect(asText(null)).toBe('');
  });

  it('asFiniteNumber accepts numbers and numeric strings', () => {
    expect(asFiniteNumber(3)).toBe(3);
    expect(asFiniteNumber(' 4.5 ')).toBe(4.5);
    expect(asFiniteNumber('')).toBeNull();
    expect(asFiniteNumber('  ')).toBeNull();
    expect(asFiniteNumber('12abc')).toBeNull();
    expect(asFiniteNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(asFiniteNumber('1e400')).toBeNull();
    expect(asFiniteNumber(true)).toBeNull();
  });

  it('asCount floors non-negative numbers and rejects negatives', () => {
    expect(asCount(3.9)).toBe(3);
    expect(asCount('5')).toBe(5);
    expect(asCount(-1)).toBeNull();
    expect(asCount(0)).toBe(0);
  });

  it('asIdString accepts strings and finite numbers', () => {
    expect(asIdString(7)).toBe('7');
    expect(asIdString(' abc ')).toBe('abc');
    expect(asIdString('')).toBeNull();
    expect(asIdString(Number.NaN)).toBeNull();
    expect(asIdString({ id: 1 })).toBeNull();
  });

  it('pickFirst and pickText take the first usable key in order', () => {
    const record = { a: '', b: ' x ', c: 'y', n: 3 };
    expect(pickText(record, ['a', 'b', 'c'])).toBe('x');
    expect(pickText(record, ['missing'])).toBe('');
    expect(pickFirst(record, ['a', 'n'], asIdString)).toBe('3');
  });

  it('asEpochMs reads ISO strings, epoch ms, epoch seconds and numeric strings', () => {
    const ms = Date.UTC(2025, 0, 5, 10, 0, 0);
    expect(asEpochMs('2025-01-05T10:00:00Z')).toBe(ms);
    expect(asEpochMs(ms)).toBe(ms);
    expect(asEpochMs(ms / 1000)).toBe(ms);
    expect(asEpochMs(String(ms))).toBe(ms);
    expect(asEpochMs('not a date')).toBeNull();
    expect(asEpochMs('')).toBeNull();
    expect(asEpochMs(Number.NaN)).toBeNull();
    expect(asEpochMs(1e300)).toBeNull();
    expect(asEpochMs(true)).toBeNull();
  });
});
