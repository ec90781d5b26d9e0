/** Member lists of docs/behaviour.md#server-calls: for referrals, and the admin's attendance screen. */
import { normaliseList } from '@/domain/list';
import type { User } from '@/domain/types';
import { normaliseUser } from '@/domain/user';
import type { ReadOptions } from './call-options';
import { apiRequest } from './http-client';
import { expectCollection } from './response-shape';

async function fetchUserList(path: string, options: ReadOptions): Promise<User[]> {
  const body = expectCollection(await apiRequest(path, options));
  return normaliseList(body, normaliseUser).items;
}

export function fetchUsers(options: ReadOptions = {}): Promise<User[]> {
  return fetchUserList('/users', options);
}

export function fetchAllUsersAdmin(options: ReadOptions = {}): Promise<User[]> {
  return fetchUserList('/users/admin_all_users', options);
}
