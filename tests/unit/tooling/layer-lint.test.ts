// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer direction (docs/architecture.md#layers) is only real if lint rejects a screen that skips it. */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

describe('layer lint', () => {
  it('rejects a screen importing the api or storage layer', async () => {
    const code = [
      "import { login } from '@/api/auth-api';",
      "import { readAuthToken } from '../../storage/auth-storage';",
      'export const parts = [login, readAuthToken];',
    ].join('\n');
    expect(await ruleIds(code, 'src/features/login/bad.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it('rejects fetch and localStorage in screens', async () => {
    const code = "export const f = () => [fetch('/x'), localStorage.getItem('auth_token')];";
    expect(await ruleIds(code, 'src/features/login/bad.ts')).toEqual([
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
  });

  it('rejects the domain reading the clock or importing storage', async () => {
    const code = [
      "import { readAuthToken } from '@/storage/auth-storage';",
      'export const t = () => [Date.now(), new Date(), readAuthToken()];',
    ].join('\n');
    expect(await ruleIds(code, 'src/domain/bad.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-properties',
      'no-restricted-syntax',
    ]);
  });

  it('rejects a screen or the shell using the data engine directly', async () => {
    const code = [
      "import { useQuery } from '@tanstack/react-query';",
      "import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';",
      'export const parts = [useQuery, createAsyncStoragePersister];',
    ].join('\n');
    const expected = ['no-restricted-imports', 'no-restricted-imports'];
    expect(await ruleIds(code, 'src/features/dashboard/bad.ts')).toEqual(expected);
    expect(await ruleIds(code, 'src/app/bad.ts')).toEqual(expected);
  });

  it('rejects the api layer reading storage (the token getter is injected)', async () => {
    const code = [
      "import { readAuthToken } from '@/storage/auth-storage';",
      'export const t = readAuthToken;',
    ].join('\n');
    expect(await ruleIds(code, 'src/api/bad.ts')).toEqual(['no-restricted-imports']);
  });

  it('accepts a screen that reads through the repository', async () => {
    const code = [
      "import { isSignedIn } from '@/repository/auth-repository';",
      "import { useVirtualizer } from '@tanstack/react-virtual';",
      'export const ok = [isSignedIn, useVirtualizer];',
    ].join('\n');
    expect(await ruleIds(code, 'src/features/login/good.ts')).toEqual([]);
  });

  it('lets screens read device preferences through the repository, and nothing of the app shell', async () => {
    const good = [
      "import { readReferralsTab } from '@/repository/preferences/remembered-referrals-tab';",
      'export const ok = readReferralsTab;',
    ].join('\n');
    expect(await ruleIds(good, 'src/features/referrals/good.ts')).toEqual([]);
    const bad = [
      "import { App } from '@/app/shell/app';",
      "import { showUpdatePrompt } from '../../app/pwa/update-prompt';",
      'export const parts = [App, showUpdatePrompt];',
    ].join('\n');
    expect(await ruleIds(bad, 'src/features/referrals/bad.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it('keeps shared UI pieces below the screens and above the repository', async () => {
    const good = [
      "import { useCurrentUser } from '@/repository/current-member';",
      "import { formatDateTime } from '@/domain/format';",
      'export const ok = [useCurrentUser, formatDateTime];',
    ].join('\n');
    expect(await ruleIds(good, 'src/ui/good.ts')).toEqual([]);
    const bad = [
      "import { DashboardPage } from '@/features/dashboard/dashboard-page';",
      "import { AppRoutes } from '../app/shell/router';",
      "import { readAuthToken } from '@/storage/auth-storage';",
      'export const f = () => [DashboardPage, AppRoutes, readAuthToken, localStorage];',
    ].join('\n');
    expect(await ruleIds(bad, 'src/ui/bad.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-globals',
    ]);
  });

  it('lets no file of the app shell use storage or the api: device preferences live in the repository', async () => {
    const code = [
      "import { readReferralsTab } from '@/storage/referrals-tab';",
      "import { login } from '@/api/auth-api';",
      'export const t = [readReferralsTab, login];',
    ].join('\n');
    for (const file of ['src/app/shell/bad.ts', 'src/app/preferences/bad.ts', 'src/app/pwa/bad.ts'])
      expect(await ruleIds(code, file)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(await ruleIds(code, 'src/repository/preferences/good.ts')).toEqual([]);
  });
});
