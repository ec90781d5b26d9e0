import type { User } from '@/domain/types';

/**
 * The members directory's search (docs/behaviour.md#members): one box over name, company,
 * industry, service offered and product offered. Case and accents are ignored ("jose" finds
 * "José"), and every word typed must appear somewhere in those fields.
 */

/** Lower case without accents: letters are decomposed and their combining marks dropped. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/u).filter(Boolean);
}

// A field separator no typed word can contain (words are split on whitespace), so a word never
// matches across two fields.
const SEPARATOR = '\n';

// Folding 10,000 members on every keystroke would cost more than the match itself, so each
// member's folded text is kept for as long as the member object lives.
const foldedText = new WeakMap<User, string>();

function searchableText(user: User): string {
  let text = foldedText.get(user);
  if (text === undefined) {
    text = foldForSearch(
      [
        user.fullname,
        user.name,
        user.companyName,
        user.industry,
        user.serviceOffered,
        user.productOffered,
      ].join(SEPARATOR),
    );
    foldedText.set(user, text);
  }
  return text;
}

export interface DirectoryFilter {
  query: string;
  /** One industry picked from the chips, or null for every industry. */
  industry: string | null;
}

const sameIndustry = (a: string, b: string) => foldForSearch(a.trim()) === foldForSearch(b.trim());

export function filterDirectory(users: readonly User[], filter: DirectoryFilter): User[] {
  const words = searchWords(filter.query);
  const { industry } = filter;
  return users.filter((user) => {
    if (industry !== null && !sameIndustry(user.industry, industry)) return false;
    if (words.length === 0) return true;
    const text = searchableText(user);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The industries offered as one-tap filters: the most common first (ties in alphabetical
 * order), spelled as most members spell them. Nothing when no member has an industry.
 */
export function commonIndustries(users: readonly User[], limit = 6): string[] {
  const counts = new Map<
    string,
    { label: string; count: number; spellings: Map<string, number> }
  >();
  for (const user of users) {
    const label = user.industry.trim();
    if (label === '') continue;
    const key = foldForSearch(label);
    const entry = counts.get(key) ?? { label, count: 0, spellings: new Map() };
    entry.count += 1;
    const spelled = (entry.spellings.get(label) ?? 0) + 1;
    entry.spellings.set(label, spelled);
    if (spelled > (entry.spellings.get(entry.label) ?? 0)) entry.label = label;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit)
    .map((entry) => entry.label);
}

/** Everyone but the signed-in member, who is never listed (nor offered for a referral). */
export function withoutMember(
  users: readonly User[],
  me: Pick<User, 'id' | 'email'> | null,
): User[] {
  if (me === null) return [...users];
  return users.filter(
    (u) => !((me.id !== '' && u.id === me.id) || (me.email !== '' && u.email === me.email)),
  );
}
