import { Button } from '@mantine/core';
import { useState } from 'react';
import {
  calendarFileName,
  meetingCalendarEvent,
  sessionCalendarEvent,
} from '@/domain/calendar-event';
import type { Meeting, Session } from '@/domain/types';
import { downloadTextFile } from '@/ui/download-text-file';
import { notifyError } from '@/ui/notices/notify';
import { useT, type Translate } from '@/ui/i18n/use-t';
import { msg } from '@/locales/messages';

export type CalendarItem =
  { kind: 'session'; session: Session } | { kind: 'meeting'; meeting: Meeting };

interface AddToCalendarButtonProps {
  item: CalendarItem;
}

const CALENDAR_MIME = 'text/calendar;charset=utf-8';
const FAILED = msg('calendar.failed');

const calendarEvent = (item: CalendarItem, t: Translate) =>
  item.kind === 'session'
    ? sessionCalendarEvent(item.session, t)
    : meetingCalendarEvent(item.meeting, t);

/**
 * Saves one session or meeting as an .ics file (docs/decisions.md#add-to-calendar: UTC, one hour, 10-minute
 * reminder). The `ics` generator is loaded only on click so it stays out of the first load.
 * Nothing is rendered when the item has no usable start.
 */
export function AddToCalendarButton({ item }: AddToCalendarButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const attributes = calendarEvent(item, t);
  if (!attributes) return null;
  // The event's title: the topic or meeting title, or 'Session'/'Meeting' when that is blank.
  const title = attributes.title ?? '';

  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { createEvent } = await import('ics');
      const { error, value } = createEvent(attributes);
      if (error || !value) throw error ?? new Error('ics returned no text');
      downloadTextFile(calendarFileName(item.kind, title), CALENDAR_MIME, value);
    } catch {
      notifyError(FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      loading={busy}
      onClick={() => void save()}
      aria-label={title ? t('calendar.addFor', { title }) : t('calendar.add')}
    >
      {t('calendar.add')}
    </Button>
  );
}
