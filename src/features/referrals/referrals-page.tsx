import { Container, Stack, Tabs } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '@/domain/error-message';
import { REFERRAL_STATUS_OPTIONS } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import { ScreenHeader } from '@/ui/frame/screen-header';
import { useReferralsGiven, useReferralsReceived } from '@/repository/reads';
import {
  readReferralsTab,
  saveReferralsTab,
  type ReferralsTab,
} from '@/repository/preferences/remembered-referrals-tab';
import { CreateTab } from './create-tab';
import { ReceivedTab } from './received-tab';
import { SentTab } from './sent-tab';
import { REFERRALS_LOAD_FAILED } from './texts';
import { ErrorAlert } from '@/ui/forms/error-alert';
import { UnseenReferralsCount } from '@/ui/lists/new-count';
import { showText, useT } from '@/ui/i18n/use-t';
import type { MessageId } from '@/locales/messages';

const TABS: ReadonlyArray<{ value: ReferralsTab; label: MessageId }> = [
  { value: 'create', label: 'referrals.tabCreate' },
  { value: 'sent', label: 'referrals.tabSent' },
  { value: 'received', label: 'referrals.tabReceived' },
];

/** The Sent tab's status asked for by My activity (navigation state), else all of them. */
function useInitialStatus(): ReferralStatus | null {
  const { state } = useLocation() as { state: unknown };
  const asked = state && typeof state === 'object' && 'status' in state ? state.status : null;
  return REFERRAL_STATUS_OPTIONS.find((option) => option.value === asked)?.value ?? null;
}

const isTab = (value: unknown): value is ReferralsTab =>
  value === 'create' || value === 'sent' || value === 'received';

/**
 * The tab asked for, by the dashboard's Create Referral (navigation state), the app's navigation
 * or a tapped notification (?tab=received) or the home-screen shortcut 'Give a referral'
 * (?tab=create), else the one remembered. A new navigation to the screen while it is open (the
 * tab bar, a notification) switches to the tab it asks for.
 */
function useTab(): [ReferralsTab, (tab: ReferralsTab) => void] {
  const { state, search, key } = useLocation() as { state: unknown; search: string; key: string };
  const fromState = state && typeof state === 'object' && 'tab' in state ? state.tab : null;
  const asked = fromState ?? new URLSearchParams(search).get('tab');
  const [tab, setTab] = useState<ReferralsTab>(() => (isTab(asked) ? asked : readReferralsTab()));
  const [navigation, setNavigation] = useState(key);
  if (navigation !== key) {
    // Only a new navigation switches: the tab the member chose since then stands otherwise.
    setNavigation(key);
    if (isTab(asked)) setTab(asked);
  }
  useEffect(() => saveReferralsTab(tab), [tab]);
  return [tab, setTab];
}

/** The Referrals screen (docs/behaviour.md#referrals): Create, Sent and Received, refreshed every 5 seconds. */
export function ReferralsPage() {
  const t = useT();
  const [tab, setTab] = useTab();
  // The tab shows as chosen at once; its list renders in the next, interruptible render.
  const shown = useDeferredValue(tab);
  const initialStatus = useInitialStatus();
  const given = useReferralsGiven({ live: true });
  const received = useReferralsReceived({ live: true });
  const failure = given.error ?? received.error;

  const choose = (value: string | null) => {
    const next = TABS.find((option) => option.value === value)?.value;
    if (next) setTab(next);
  };

  return (
    <Container component="main" size="md" py="md">
      <Stack gap="md">
        <ScreenHeader backTo="/dashboard" />
        {failure ? (
          <ErrorAlert>{showText(t, errorMessage(failure, REFERRALS_LOAD_FAILED))}</ErrorAlert>
        ) : null}
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {t(label)}
                {value === 'received' ? <UnseenReferralsCount style={{ marginLeft: 6 }} /> : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="create" pt="md">
            {shown === 'create' ? <CreateTab /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="sent" pt="md">
            {shown === 'sent' ? (
              <SentTab
                items={given.data?.items ?? []}
                loading={given.loading}
                initialStatus={initialStatus}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="received" pt="md">
            {shown === 'received' ? (
              <ReceivedTab items={received.data?.items ?? []} loading={received.loading} />
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
