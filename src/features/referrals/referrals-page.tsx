import { Container, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '@/domain/error-message';
import { REFERRAL_STATUS_OPTIONS } from '@/domain/referral';
import type { ReferralStatus } from '@/domain/types';
import { ScreenHeader } from '@/features/shared/screen-header';
import { useReferralsGiven, useReferralsReceived } from '@/repository/reads';
import {
  readReferralsTab,
  saveReferralsTab,
  type ReferralsTab,
} from '@/app/preferences/referrals-tab';
import { CreateTab } from './create-tab';
import { ReceivedTab } from './received-tab';
import { SentTab } from './sent-tab';
import { REFERRALS_LOAD_FAILED } from './texts';
import { ErrorAlert } from '@/features/shared/error-alert';

const TABS: ReadonlyArray<{ value: ReferralsTab; label: string }> = [
  { value: 'create', label: 'Create' },
  { value: 'sent', label: 'Sent' },
  { value: 'received', label: 'Received' },
];

/** The Sent tab's status asked for by My activity (navigation state), else all of them. */
function useInitialStatus(): ReferralStatus | null {
  const { state } = useLocation() as { state: unknown };
  const asked = state && typeof state === 'object' && 'status' in state ? state.status : null;
  return REFERRAL_STATUS_OPTIONS.find((option) => option.value === asked)?.value ?? null;
}

/**
 * The tab asked for, by the dashboard's Create Referral (navigation state), the app's navigation
 * (?tab=received) or the home-screen shortcut 'Give a referral' (?tab=create), else the one
 * remembered.
 */
function useInitialTab(): ReferralsTab {
  const { state, search } = useLocation() as { state: unknown; search: string };
  const fromState = state && typeof state === 'object' && 'tab' in state ? state.tab : null;
  const asked = fromState ?? new URLSearchParams(search).get('tab');
  const [initial] = useState<ReferralsTab>(() => {
    if (asked === 'create' || asked === 'sent' || asked === 'received') {
      saveReferralsTab(asked);
      return asked;
    }
    return readReferralsTab();
  });
  return initial;
}

/** The Referrals screen (docs/behaviour.md#referrals): Create, Sent and Received, refreshed every 5 seconds. */
export function ReferralsPage() {
  const [tab, setTab] = useState(useInitialTab());
  const initialStatus = useInitialStatus();
  const given = useReferralsGiven({ live: true });
  const received = useReferralsReceived({ live: true });
  const failure = given.error ?? received.error;

  const choose = (value: string | null) => {
    const next = TABS.find((t) => t.value === value)?.value;
    if (!next) return;
    setTab(next);
    saveReferralsTab(next);
  };

  return (
    <Container component="main" size="md" py="md">
      <Stack gap="md">
        <ScreenHeader title="Referrals" backTo="/dashboard" />
        {failure ? <ErrorAlert>{errorMessage(failure, REFERRALS_LOAD_FAILED)}</ErrorAlert> : null}
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="create" pt="md">
            <CreateTab />
          </Tabs.Panel>
          <Tabs.Panel value="sent" pt="md">
            <SentTab
              items={given.data?.items ?? []}
              loading={given.loading}
              initialStatus={initialStatus}
            />
          </Tabs.Panel>
          <Tabs.Panel value="received" pt="md">
            <ReceivedTab items={received.data?.items ?? []} loading={received.loading} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
