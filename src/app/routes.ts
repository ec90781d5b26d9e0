import type { NavTab } from '@/ui/frame/screen-context';
import { LoginPage } from '@/features/login/login-page';
import { screenCode, type ScreenCode } from './shell/screen-code';

/**
 * Every screen of the app, in one list: this drives the router (src/app/shell/router.tsx), the
 * navigation's tabs, the browser tab's titles and the first screen's preloading. A new screen is
 * an entry here plus its folder under src/features (docs/architecture.md#adding-a-screen).
 */
export interface ScreenRoute {
  path: string;
  /**
   * Who may open it. 'visitor': anyone, and a signed-in member goes on to the dashboard;
   * 'anyone': signed in or not; 'member': a stored token, else /login.
   */
  access: 'visitor' | 'anyone' | 'member';
  /** The page's code, loaded on demand (and preloaded when the app opens on this screen). */
  code: ScreenCode;
  /** The screen's heading, and the browser tab's name with the app's. */
  title: string;
  /** Its entry in the tab bar and the desktop's navigation, if it has one. */
  tab?: Omit<NavTab, 'path'>;
}

export const SCREENS: readonly ScreenRoute[] = [
  {
    path: '/login',
    access: 'visitor',
    // Most first visits land here (and every sign-out): it ships in the entry, whose code it shares.
    code: { preload: () => Promise.resolve(LoginPage), Component: LoginPage },
    title: 'Log in',
  },
  {
    path: '/users/sign_up',
    access: 'anyone',
    code: screenCode(() =>
      import('@/features/registration/registration-page').then((m) => m.RegistrationPage),
    ),
    title: 'Register New Account',
  },
  {
    path: '/forgot-password',
    access: 'anyone',
    code: screenCode(() =>
      import('@/features/password/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
    title: 'Forgot Password',
  },
  {
    path: '/reset-password',
    access: 'anyone',
    code: screenCode(() =>
      import('@/features/password/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
    title: 'Reset Password',
  },
  {
    path: '/dashboard',
    access: 'member',
    code: screenCode(() =>
      import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    ),
    title: 'Business Dashboard',
    tab: { to: '/dashboard', label: 'Dashboard', icon: 'home' },
  },
  {
    path: '/referrals',
    access: 'member',
    code: screenCode(() =>
      import('@/features/referrals/referrals-page').then((m) => m.ReferralsPage),
    ),
    title: 'Referrals',
    // Opens on Received, the member's inbox: giving a referral has the dashboard's 'Create
    // Referral' and the directory's 'Refer' (docs/decisions.md#app-navigation).
    tab: { to: '/referrals?tab=received', label: 'Referrals', icon: 'referrals', countsNew: true },
  },
  {
    path: '/members',
    access: 'member',
    code: screenCode(() => import('@/features/members/members-page').then((m) => m.MembersPage)),
    title: 'Members',
    tab: { to: '/members', label: 'Members', icon: 'members' },
  },
  {
    path: '/profile',
    access: 'member',
    code: screenCode(() => import('@/features/profile/profile-page').then((m) => m.ProfilePage)),
    title: 'Edit Profile',
    tab: { to: '/profile', label: 'Profile', icon: 'profile' },
  },
  {
    path: '/attendance',
    access: 'member',
    code: screenCode(() =>
      import('@/features/attendance/attendance-page').then((m) => m.AttendancePage),
    ),
    title: 'Attendance Dashboard',
    tab: { to: '/attendance', label: 'Attendance', icon: 'attendance', adminOnly: true },
  },
];

/** The member's data engine and the signed-in shell, around every 'member' screen. */
export const MEMBER_AREA = screenCode(() =>
  import('./shell/member-area').then((m) => m.MemberArea),
);

export const NAV_TABS: readonly NavTab[] = SCREENS.flatMap(({ path, tab }) =>
  tab ? [{ path, ...tab }] : [],
);

export const screenAt = (path: string): ScreenRoute | undefined =>
  SCREENS.find((screen) => screen.path === path);
