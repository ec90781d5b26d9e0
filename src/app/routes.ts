import type { NavTab } from '@/ui/frame/screen-context';
import { LoginPage } from '@/features/login/login-page';
import type { MessageId } from '@/locales/messages';
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
  /**
   * The screen's heading, and the browser tab's name with the app's: a message of 'entry' for the
   * open screens, of 'member' for the signed-in ones (loaded with the member area).
   */
  title: MessageId;
  /** Its entry in the tab bar and the desktop's navigation, if it has one. */
  tab?: Omit<NavTab, 'path'>;
}

export const SCREENS: readonly ScreenRoute[] = [
  {
    path: '/login',
    access: 'visitor',
    // Most first visits land here (and every sign-out): it ships in the entry, whose code it shares.
    code: { preload: () => Promise.resolve(LoginPage), Component: LoginPage },
    title: 'title.login',
  },
  {
    path: '/users/sign_up',
    access: 'anyone',
    code: screenCode(
      () => import('@/features/registration/registration-page').then((m) => m.RegistrationPage),
      'registration',
    ),
    title: 'title.registration',
  },
  {
    path: '/forgot-password',
    access: 'anyone',
    code: screenCode(
      () => import('@/features/password/forgot-password-page').then((m) => m.ForgotPasswordPage),
      'password',
    ),
    title: 'title.forgotPassword',
  },
  {
    path: '/reset-password',
    access: 'anyone',
    code: screenCode(
      () => import('@/features/password/reset-password-page').then((m) => m.ResetPasswordPage),
      'password',
    ),
    title: 'title.resetPassword',
  },
  {
    path: '/dashboard',
    access: 'member',
    code: screenCode(
      () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
      'dashboard',
    ),
    title: 'title.dashboard',
    tab: { to: '/dashboard', label: 'tab.dashboard', icon: 'home' },
  },
  {
    path: '/referrals',
    access: 'member',
    code: screenCode(
      () => import('@/features/referrals/referrals-page').then((m) => m.ReferralsPage),
      'referrals',
    ),
    title: 'title.referrals',
    // Opens on Received, the member's inbox: giving a referral has the dashboard's 'Create
    // Referral' and the directory's 'Refer' (docs/decisions.md#app-navigation).
    tab: {
      to: '/referrals?tab=received',
      label: 'tab.referrals',
      icon: 'referrals',
      countsNew: true,
    },
  },
  {
    path: '/members',
    access: 'member',
    code: screenCode(
      () => import('@/features/members/members-page').then((m) => m.MembersPage),
      // The directory's Refer dialog and search list are the referrals screen's.
      'members',
      'referrals',
    ),
    title: 'title.members',
    tab: { to: '/members', label: 'tab.members', icon: 'members' },
  },
  {
    path: '/profile',
    access: 'member',
    code: screenCode(
      () => import('@/features/profile/profile-page').then((m) => m.ProfilePage),
      'profile',
    ),
    title: 'title.profile',
    tab: { to: '/profile', label: 'tab.profile', icon: 'profile' },
  },
  {
    path: '/attendance',
    access: 'member',
    code: screenCode(
      () => import('@/features/attendance/attendance-page').then((m) => m.AttendancePage),
      'attendance',
    ),
    title: 'title.attendance',
    tab: { to: '/attendance', label: 'tab.attendance', icon: 'attendance', adminOnly: true },
  },
];

/** The member's data engine and the signed-in shell, around every 'member' screen. */
export const MEMBER_AREA = screenCode(
  () => import('./shell/member-area').then((m) => m.MemberArea),
  'member',
  'settings',
  'outbox',
);

export const NAV_TABS: readonly NavTab[] = SCREENS.flatMap(({ path, tab }) =>
  tab ? [{ path, ...tab }] : [],
);

export const screenAt = (path: string): ScreenRoute | undefined =>
  SCREENS.find((screen) => screen.path === path);
