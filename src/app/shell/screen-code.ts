import { createElement, use, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { LoginPage } from '@/features/login/login-page';
import { reloadOnceForMissingCode } from '@/repository/stale-code-reload';

/**
 * One screen's code, loaded on demand so the login screen does not pay for the dashboard's code.
 * The import is shared by preloading and rendering, so a screen is fetched once.
 */
export interface ScreenCode {
  preload: () => Promise<ComponentType>;
  Component: ComponentType;
}

function screenCode(load: () => Promise<ComponentType>): ScreenCode {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((Component) => (loaded = Component), recoverOrThrow));
  // Not React.lazy: a lazy component suspends on its first render even when its code is already
  // here, and React holds back the reveal of suspended content (about 300 ms). Code that was
  // preloaded renders at once; otherwise use() suspends until it arrives.
  function Screen() {
    return createElement(loaded ?? use(preload()));
  }
  return { preload, Component: Screen };
}

/**
 * A chunk that fails to load (a deploy replaced it) reloads the page once rather than showing
 * an error; until the reload replaces the page the screen stays pending.
 */
function recoverOrThrow(error: unknown): Promise<never> {
  if (reloadOnceForMissingCode()) return new Promise<never>(() => {});
  throw error;
}

export const screens = {
  // Most first visits land here (and every sign-out): it ships in the entry, whose code it shares.
  login: { preload: () => Promise.resolve(LoginPage), Component: LoginPage },
  registration: screenCode(() =>
    import('@/features/registration/registration-page').then((m) => m.RegistrationPage),
  ),
  forgotPassword: screenCode(() =>
    import('@/features/password/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: screenCode(() =>
    import('@/features/password/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  // The member's data engine and the signed-in shell.
  memberArea: screenCode(() => import('./member-area').then((m) => m.MemberArea)),
  dashboard: screenCode(() =>
    import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  ),
  referrals: screenCode(() =>
    import('@/features/referrals/referrals-page').then((m) => m.ReferralsPage),
  ),
  members: screenCode(() => import('@/features/members/members-page').then((m) => m.MembersPage)),
  profile: screenCode(() => import('@/features/profile/profile-page').then((m) => m.ProfilePage)),
  attendance: screenCode(() =>
    import('@/features/attendance/attendance-page').then((m) => m.AttendancePage),
  ),
} satisfies Record<string, ScreenCode>;

export const VISITOR_PATHS = {
  '/login': screens.login,
  '/users/sign_up': screens.registration,
  '/forgot-password': screens.forgotPassword,
  '/reset-password': screens.resetPassword,
} as const;

export const MEMBER_PATHS = {
  '/dashboard': screens.dashboard,
  '/referrals': screens.referrals,
  '/members': screens.members,
  '/profile': screens.profile,
  '/attendance': screens.attendance,
} as const;

/**
 * Loads every chunk a path needs (for a signed-in screen: the member area and the screen, their
 * downloads overlapping). Resolves when they are all here. A visitor's signed-in path loads
 * nothing: it leads to the login screen.
 */
export async function preloadScreensFor(pathname: string, signedIn: boolean): Promise<void> {
  const find = (paths: Record<string, ScreenCode>) =>
    Object.entries(paths).find(([path]) => matchPath(path, pathname))?.[1];
  const visitor = find(VISITOR_PATHS);
  const member = signedIn ? find(MEMBER_PATHS) : undefined;
  const loading = [];
  // Each file a screen needs is a request the browser starts as its preload link is added: each
  // screen's files are asked for in a task of their own, after the entry's evaluation.
  for (const code of visitor ? [visitor] : member ? [screens.memberArea, member] : []) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    loading.push(code.preload());
  }
  await Promise.all(loading);
}
