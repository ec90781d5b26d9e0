import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScheduleCardProps {
  title: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** The featured item's block, or null when nothing is upcoming. */
  featured: ReactNode | null;
  viewAllLabel: string;
  onViewAll: () => void;
  /**
   * Room kept while loading, about the height of a featured item on a phone, so the cards below
   * do not jump when the list arrives.
   */
  loadingHeight: string;
}

/** One of the dashboard's three cards: its featured item and the button to its full list. */
export function ScheduleCard(props: ScheduleCardProps) {
  const { title, loading, loadingText, emptyText, featured, viewAllLabel, onViewAll } = props;
  let body: ReactNode = featured;
  if (loading) {
    body = (
      <Text c="dimmed" mih={props.loadingHeight}>
        {loadingText}
      </Text>
    );
  } else if (!featured) body = <Text c="dimmed">{emptyText}</Text>;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={title}
      h="100%"
      className="below-the-fold"
    >
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {body}
        </Stack>
        <Button variant="light" onClick={onViewAll}>
          {viewAllLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
