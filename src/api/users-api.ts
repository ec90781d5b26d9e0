/** Member lists of SPEC.md section 7: for referrals, and the admin's attendance screen. */
import { normaliseList } from '@/domain/list';
import type { User } from '@/domain/types';
import { normaliseUser } from '@/domain/user';
import { apiRequest } from './http-client';
import { expectCollection } from './response-shape';

async function fetchUserList(path: string): Promise<User[]> {
  const body = expectCollection(await apiRequest(path));
  return normaliseList(body, normaliseUser).items;
}

export function fetchUsers(): Promise<User[]> {
  return fetchUserList('/users');
}

export function fetchAllUsersAdmin(): Promise<User[]> {
  return fetchUserList('/users/admin_all_users');
}
