import type { Messages } from '@lingui/core';
import type { Language } from '@/domain/language';

type Loader = () => Promise<{ default: Messages }>;

/**
 * The catalogs of the signed-in frame and of each screen but /login, in each language. A module
 * of its own, loaded with the first of them (src/ui/i18n/catalogs.ts): /login's first load
 * carries only its own catalogs' names (docs/languages.md).
 */
export const SCREEN_CATALOGS = {
  member: {
    en: () => import('@/locales/en/member.json'),
    hi: () => import('@/locales/hi/member.json'),
    mr: () => import('@/locales/mr/member.json'),
  },
  settings: {
    en: () => import('@/locales/en/settings.json'),
    hi: () => import('@/locales/hi/settings.json'),
    mr: () => import('@/locales/mr/settings.json'),
  },
  outbox: {
    en: () => import('@/locales/en/outbox.json'),
    hi: () => import('@/locales/hi/outbox.json'),
    mr: () => import('@/locales/mr/outbox.json'),
  },
  registration: {
    en: () => import('@/locales/en/registration.json'),
    hi: () => import('@/locales/hi/registration.json'),
    mr: () => import('@/locales/mr/registration.json'),
  },
  password: {
    en: () => import('@/locales/en/password.json'),
    hi: () => import('@/locales/hi/password.json'),
    mr: () => import('@/locales/mr/password.json'),
  },
  dashboard: {
    en: () => import('@/locales/en/dashboard.json'),
    hi: () => import('@/locales/hi/dashboard.json'),
    mr: () => import('@/locales/mr/dashboard.json'),
  },
  referrals: {
    en: () => import('@/locales/en/referrals.json'),
    hi: () => import('@/locales/hi/referrals.json'),
    mr: () => import('@/locales/mr/referrals.json'),
  },
  members: {
    en: () => import('@/locales/en/members.json'),
    hi: () => import('@/locales/hi/members.json'),
    mr: () => import('@/locales/mr/members.json'),
  },
  profile: {
    en: () => import('@/locales/en/profile.json'),
    hi: () => import('@/locales/hi/profile.json'),
    mr: () => import('@/locales/mr/profile.json'),
  },
  attendance: {
    en: () => import('@/locales/en/attendance.json'),
    hi: () => import('@/locales/hi/attendance.json'),
    mr: () => import('@/locales/mr/attendance.json'),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type ScreenCatalogArea = keyof typeof SCREEN_CATALOGS;
