/**
 * What a push shows (docs/push.md), decided without touching the browser so it can be tested:
 * the member's news only when the push is for the member signed in on this device, otherwise a
 * neutral notice, since a browser expects a notification for every push. Both in the device's
 * language.
 */

/*
 * The worker's few texts in each language the app speaks (docs/languages.md). The worker cannot
 * load the app's catalogs, so these are copies of their messages in
 * src/locales/<language>/settings.json, under the ids of PUSH_TEXT_IDS:
 * tests/unit/service-worker/push-texts.test.ts checks they are equal, so they cannot drift apart.
 * Placeholders are plain `{name}`, nothing of ICU beyond them.
 */

export const WORKER_LANGUAGES = ['en', 'hi', 'mr'] as const;

export type WorkerLanguage = (typeof WORKER_LANGUAGES)[number];

export interface PushTexts {
  newReferral: string;
  referralStatus: string;
  startingNow: string;
  signInToSee: string;
  statusPending: string;
  statusInProgress: string;
  statusDone: string;
  aMember: string;
  untitled: string;
}

/** Each text's id in the app's catalogs (settings.json). */
export const PUSH_TEXT_IDS: Record<keyof PushTexts, string> = {
  newReferral: 'push.newReferral',
  referralStatus: 'push.referralStatus',
  startingNow: 'push.startingNow',
  signInToSee: 'push.signInToSee',
  statusPending: 'push.statusPending',
  statusInProgress: 'push.statusInProgress',
  statusDone: 'push.statusDone',
  aMember: 'push.aMember',
  untitled: 'push.untitled',
};

export const PUSH_TEXTS: Record<WorkerLanguage, PushTexts> = {
  en: {
    newReferral: 'New referral from {name}',
    referralStatus: '{name} marked your referral {status}',
    startingNow: 'Starting now: {topic}',
    signInToSee: "Sign in to see what's new",
    statusPending: 'Pending',
    statusInProgress: 'In Progress',
    statusDone: 'Done',
    aMember: 'A member',
    untitled: 'Untitled',
  },
  hi: {
    newReferral: '{name} से नया रेफ़रल',
    referralStatus: '{name} ने आपके रेफ़रल को {status} मार्क किया',
    startingNow: 'अभी शुरू: {topic}',
    signInToSee: 'नया क्या है, देखने के लिए लॉग इन करें',
    statusPending: 'पेंडिंग',
    statusInProgress: 'चालू',
    statusDone: 'पूरा',
    aMember: 'एक सदस्य',
    untitled: 'बिना शीर्षक',
  },
  mr: {
    newReferral: '{name} यांच्याकडून नवीन रेफरल',
    referralStatus: '{name} यांनी तुमचा रेफरल {status} म्हणून मार्क केला',
    startingNow: 'आता सुरू: {topic}',
    signInToSee: 'नवीन काय आहे ते पाहण्यासाठी लॉग इन करा',
    statusPending: 'पेंडिंग',
    statusInProgress: 'चालू',
    statusDone: 'पूर्ण',
    aMember: 'एक सभासद',
    untitled: 'शीर्षक नाही',
  },
};

/** A text with its `{placeholders}` filled in; one without a value is left as it is. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const isWorkerLanguage = (value: unknown): value is WorkerLanguage =>
  typeof value === 'string' && (WORKER_LANGUAGES as readonly string[]).includes(value);

/**
 * The language of the notifications: the one the app wrote in the push records (the device's,
 * src/repository/push/web-push.ts), else the first of the browser's the app speaks, else English.
 * The app's own rule (pickLanguage, src/domain/language.ts), without its code.
 */
export function workerLanguage(stored: unknown, browser: readonly string[]): WorkerLanguage {
  if (isWorkerLanguage(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isWorkerLanguage(primary)) return primary;
  }
  return 'en';
}

/** The backend's push, as docs/push.md defines it; anything else is treated as unreadable. */
export interface PushPayload {
  type: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  member: string;
  /**
   * The news's facts, when a backend sends them besides its title (null when it does not): the
   * person's full name, a referral's status, a session's topic or a meeting's title.
   */
  name: string | null;
  status: string | null;
  topic: string | null;
}

export const NEUTRAL_TITLE = PUSH_TEXTS.en.signInToSee;
export const NEUTRAL_TAG = 'sign-in-to-see';

export function readPushPayload(text: string | null): PushPayload | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const given = (name: string) => (typeof record[name] === 'string' ? record[name] : null);
  const field = (name: string) => given(name) ?? '';
  const payload = {
    type: field('type'),
    title: field('title'),
    body: field('body'),
    url: field('url'),
    tag: field('tag'),
    member: field('member'),
    name: given('name'),
    status: given('status'),
    topic: given('topic'),
  };
  return payload.title && payload.member ? payload : null;
}

/** Each type's title, and the facts it is made of. */
const TITLES = new Map<string, { text: keyof PushTexts; facts: readonly Fact[] }>([
  ['referral-received', { text: 'newReferral', facts: ['name'] }],
  ['referral-status', { text: 'referralStatus', facts: ['name', 'status'] }],
  ['starting-now', { text: 'startingNow', facts: ['topic'] }],
]);

type Fact = 'name' | 'status' | 'topic';

const STATUSES = new Map<string, keyof PushTexts>([
  ['pending', 'statusPending'],
  ['in process', 'statusInProgress'],
  ['in progress', 'statusInProgress'],
  ['done', 'statusDone'],
]);

/** A fact as the title says it in `language`: the app's own words translated, names as given. */
function factIn(fact: Fact, value: string, texts: PushTexts): string {
  const text = value.trim();
  if (fact === 'name') return !text || text === PUSH_TEXTS.en.aMember ? texts.aMember : text;
  if (fact === 'topic') return !text || text === PUSH_TEXTS.en.untitled ? texts.untitled : text;
  const status = STATUSES.get(text.toLowerCase());
  return status ? texts[status] : text || texts.statusPending;
}

/**
 * The title in the device's language, made from the facts the push carries beside it. The
 * backend's own title in English, for a type the worker does not know, or without its facts.
 */
export function titleIn(payload: PushPayload, language: WorkerLanguage): string {
  const kind = TITLES.get(payload.type);
  if (language === 'en' || !kind) return payload.title;
  if (!kind.facts.every((fact) => payload[fact] !== null)) return payload.title;
  const texts = PUSH_TEXTS[language];
  const values = Object.fromEntries(
    kind.facts.map((fact) => [fact, factIn(fact, payload[fact] ?? '', texts)]),
  );
  return fill(texts[kind.text], values);
}

/** Only a path of this app is ever opened, whatever the push says. */
export function appPathOf(url: string, origin: string): string {
  try {
    const target = new URL(url || '/dashboard', origin);
    return target.origin === origin ? `${target.pathname}${target.search}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

export interface PushNotice {
  title: string;
  body?: string;
  tag: string;
  /** Where a tap leads, and whose notification it is (src-sw/notification-click.ts). */
  data: { path: string; memberTag?: string };
  /** The member's own news: the worker may count it on the badge and tell an open window. */
  forMember: boolean;
}

export function pushNotice(
  payload: PushPayload | null,
  signedIn: { member: string; memberTag: string } | null,
  origin: string,
  language: WorkerLanguage = 'en',
): PushNotice {
  if (payload === null || signedIn === null || payload.member !== signedIn.member) {
    const title = PUSH_TEXTS[language].signInToSee;
    return { title, tag: NEUTRAL_TAG, data: { path: '/login' }, forMember: false };
  }
  return {
    title: titleIn(payload, language),
    body: payload.body || undefined,
    tag: payload.tag || payload.type || 'news',
    data: { path: appPathOf(payload.url, origin), memberTag: signedIn.memberTag },
    forMember: true,
  };
}

/** A window showing this path, seen by the member now: the page can say it itself. */
export function isOnScreen(
  client: { url: string; visibilityState: DocumentVisibilityState; focused: boolean },
  path: string,
  origin: string,
): boolean {
  if (client.visibilityState !== 'visible' || !client.focused) return false;
  const shown = new URL(client.url);
  const wanted = new URL(path, origin);
  return shown.origin === origin && shown.pathname === wanted.pathname;
}
