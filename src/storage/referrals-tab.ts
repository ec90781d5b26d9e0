/** The Referrals screen remembers its active tab between visits (docs/behaviour.md#screens). */
import { writeMirroredItem } from './mirrored-item';
import { readItem } from './safe-local-storage';
import { STORAGE_KEYS } from './storage-keys';

export type ReferralsTab = 'create' | 'sent' | 'received';

const TABS: readonly string[] = ['create', 'sent', 'received'] satisfies ReferralsTab[];

function isReferralsTab(value: string | null): value is ReferralsTab {
  return value !== null && TABS.includes(value);
}

export function readReferralsTab(): ReferralsTab {
  const stored = readItem(STORAGE_KEYS.referralsActiveTab);
  return isReferralsTab(stored) ? stored : 'create';
}

export function saveReferralsTab(tab: ReferralsTab): void {
  writeMirroredItem(STORAGE_KEYS.referralsActiveTab, tab);
}
