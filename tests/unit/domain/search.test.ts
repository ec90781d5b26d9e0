import { describe, expect, it } from 'vitest';
import { filterUsersForAttendance, filterUsersForReferral } from '@/domain/search';
import { normaliseUser } from '@/domain/user';
import type { User } from '@/domain/types';

const user = (raw: Record<string, unknown>): User => normaliseUser(raw)!;
const users = [
  user({ id: 11, name: 'asha', fullname: 'Asha Rao', email: 'asha@rao.in' }),
  user({ id: 22, name: 'vik', fullname: 'Vikram Shah', email: 'vs@shah.co' }),
  user({ id: 3, name: 'meera', fullname: 'Meera Iyer', email: 'meera@iyer.org' }),
];
const ids = (list: User[]) => list.map((u) => u.id);

describe('filterUsersForReferral', () => {
  it('never lists the signed-in member, found by id or else by email', () => {
    expect(ids(filterUsersForReferral(users, '', { id: '22', email: '' }))).toEqual(['11', '3']);
    expect(ids(filterUsersForReferral(users, '', { id: '', email: 'meera@iyer.org' }))).toEqual([
      '11',
      '22',
    ]);
  });

  it('returns everyone for a blank query', () => {
    expect(ids(filterUsersForReferral(users, '  '))).toEqual(['11', '22', '3']);
  });

  it(
    'matches name, email or fullname case-insensitively',
    { meta: { spec: ['filters users by name, email or fullname, case-insensitive.'] } },
    () => {
      expect(ids(filterUsersForReferral(users, 'VIK'))).toEqual(['22']);
      expect(ids(filterUsersForReferral(users, 'Shah'))).toEqual(['22']);
      expect(ids(filterUsersForReferral(users, 'IYER.ORG'))).toEqual(['3']);
      expect(ids(filterUsersForReferral(users, ' rao '))).toEqual(['11']);
    },
  );

  it('does not match on id', () => {
    expect(filterUsersForReferral(users, '22')).toEqual([]);
  });
});

describe('filterUsersForAttendance', () => {
  it(
    'matches name, email or id',
    { meta: { spec: ["Search 'Search for a user...' filters by name, email or id."] } },
    () => {
      expect(ids(filterUsersForAttendance(users, '22'))).toEqual(['22']);
      expect(ids(filterUsersForAttendance(users, 'MEERA'))).toEqual(['3']);
      expect(ids(filterUsersForAttendance(users, '@rao'))).toEqual(['11']);
      expect(ids(filterUsersForAttendance(users, ''))).toEqual(['11', '22', '3']);
    },
  );
});
