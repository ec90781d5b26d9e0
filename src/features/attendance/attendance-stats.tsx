import { Group, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { AttendanceReport } from '@/domain/attendance-report';
import { attendanceRate } from './attendance-rate';
import { AttendanceRecords } from './attendance-records';
import { useT } from '@/ui/i18n/use-t';

interface AttendanceStatsProps {
  title: string;
  report: AttendanceReport;
}

/**
 * One block of the modal: the Present, Absent and Total numbers beside a ring of the rate, and
 * the sessions or meetings themselves where the API lists them.
 */
export function AttendanceStats({ title, report }: AttendanceStatsProps) {
  const t = useT();
  const { stats, records } = report;
  const headingId = useId();
  const rate = attendanceRate(stats);
  const numbers = [
    { label: t('attendance.present'), value: stats.present },
    { label: t('attendance.absent'), value: stats.absent },
    { label: t('attendance.total'), value: stats.total },
  ];
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Group wrap="nowrap" gap="sm" align="center">
          <RingProgress
            role="img"
            aria-label={t('attendance.ratePresent', { rate })}
            size={80}
            thickness={8}
            // A round cap on an empty section would still draw a dot.
            roundCaps={rate > 0}
            sections={rate > 0 ? [{ value: rate, color: 'teal.8' }] : []}
            label={
              <Stack gap={0} align="center" aria-hidden>
                <Text fw={700} size="lg" lh={1.1}>
                  {`${rate}%`}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('attendance.presentUnder')}
                </Text>
              </Stack>
            }
          />
          <SimpleGrid component="dl" cols={3} spacing="xs" m={0} miw={0} style={{ flex: 1 }}>
            {numbers.map(({ label, value }) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} fw={700} size="xl">
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Group>
        {records && records.length > 0 ? (
          <AttendanceRecords title={title} records={records} />
        ) : null}
      </Stack>
    </Paper>
  );
}
