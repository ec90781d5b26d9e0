// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer direction of DESIGN.md is only real if lint rejects a screen that skips it. */
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

  it('accepts a screen that reads through the repository', async () => {
    const code = [
      "import { hasSession } from '@/repository/auth-repository';",
      'export const ok = hasSession;',
    ].join('\n');
    expect(await ruleIds(code, 'src/features/login/good.ts')).toEqual([]);
  });
});
