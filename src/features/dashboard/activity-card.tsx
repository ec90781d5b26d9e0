import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { acceptedUpcoming, closedShare, countByStatus, JOIN_WINDOW_DAYS } from '@/domain/activity';
import type { ReferralStatus } from '@/domain/types';
import { useJoinCountOnDevice } from '@/repository/joins-on-device';
import {
  useAcceptedSessionIds,
  useReferralsGiven,
  useReferralsReceived,
  useSessions,
} from '@/repository/reads';
import type { ReferralList } from '@/repository/referral-list';
import { ReferralStatusBar } from './referral-status-bar';
import { ScheduleListModal } from './schedule-list-modal';
import { SessionBlock } from './session-block';
import { useSchedule } from './use-schedule';
import { useT } from '@/ui/i18n/use-t';

const countsOf = (list: ReferralList | undefined) =>
  list ? countByStatus(list.items.map((item) => item.referral)) : null;

interface FigureProps {
  label: string;
  value: string;
  caption: string;
  onOpen?: () => void;
}

/** One figure; a button when it opens a list. Its name starts with what it shows. */
function Figure({ label, value, caption, onOpen }: FigureProps) {
  const body: ReactNode = (
    <Paper withBorder p="sm" radius="md" h="100%">
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Paper>
  );
  if (!onOpen) return body;
  return (
    <UnstyledButton className="mantine-focus-auto" onClick={onOpen} style={{ borderRadius: 8 }}>
      {body}
    </UnstyledButton>
  );
}

/**
 * Not from the spec: "My activity" on a member's dashboard (docs/behaviour.md#my-activity), from
 * lists the dashboard already has; loaded after the dashboard's first paint.
 */
export default function ActivityCard() {
  const t = useT();
  const headingId = useId();
  const navigate = useNavigate();
  const given = useReferralsGiven();
  const received = useReferralsReceived();
  const sessions = useSessions();
  const accepted = useAcceptedSessionIds();
  const joins = useJoinCountOnDevice();
  const { upcoming } = useSchedule(sessions.data?.items);
  const [sessionsOpen, setSessionsOpen] = useState(false);

  const sent = useMemo(() => countsOf(given.data), [given.data]);
  const got = useMemo(() => countsOf(received.data), [received.data]);
  const mine = useMemo(
    () => (accepted.data ? acceptedUpcoming(upcoming, accepted.data) : null),
    [upcoming, accepted.data],
  );
  const closed = sent ? closedShare(sent) : null;

  const openSent = (status: ReferralStatus | null) =>
    void navigate('/referrals', { state: { tab: 'sent', status } });
  const openReceived = () => void navigate('/referrals', { state: { tab: 'received' } });

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      className="below-the-fold"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('activity.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ReferralStatusBar label={t('activity.referralsGiven')} counts={sent} onOpen={openSent} />
          <ReferralStatusBar
            label={t('activity.referralsReceived')}
            counts={got}
            onOpen={openReceived}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure
            label={t('activity.closed')}
            value={closed === null ? '–' : `${closed}%`}
            caption={
              sent === null || closed !== null
                ? t('activity.closedCaption')
                : t('activity.noneSent')
            }
            onOpen={() => openSent('done')}
          />
          <Figure
            label={t('activity.sessionsAccepted')}
            value={mine ? String(mine.length) : '…'}
            caption={t('activity.upcoming')}
            onOpen={() => setSessionsOpen(true)}
          />
          <Figure
            label={t('activity.joined')}
            value={String(joins)}
            caption={t('activity.joinedCaption', { days: JOIN_WINDOW_DAYS })}
          />
        </SimpleGrid>
      </Stack>
      <ScheduleListModal
        title={t('activity.acceptedTitle')}
        opened={sessionsOpen}
        onClose={() => setSessionsOpen(false)}
        items={sessionsOpen ? (mine ?? []) : []}
        loading={mine === null}
        loadingText={t('session.loading')}
        emptyText={t('activity.acceptedEmpty')}
        getKey={(session) => session.id}
        renderItem={(session) => <SessionBlock session={session} isAdmin={false} />}
      />
    </Paper>
  );
}
