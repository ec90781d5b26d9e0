import { Button } from '@mantine/core';
import { useState } from 'react';
import { offlineDetails } from '@/domain/session';
import type { Session } from '@/domain/types';
import { MessageDialog } from '@/ui/notices/message-dialog';
import { showText, useLanguage, useT } from '@/ui/i18n/use-t';

/** docs/behaviour.md#join: offline sessions have View Details instead of Join: topic, date and venue. */
export function OfflineDetailsButton({ session }: { session: Session }) {
  const t = useT();
  const language = useLanguage();
  const [message, setMessage] = useState<string | null>(null);
  const show = () => {
    const { topic, date, venue } = offlineDetails(session, undefined, language);
    setMessage(t('session.details', { topic, date: showText(t, date), venue: showText(t, venue) }));
  };
  return (
    <>
      <Button
        size="sm"
        variant="default"
        onClick={show}
        aria-label={t('session.viewDetailsFor', {
          topic: session.topic || t('session.offlineFallbackName'),
        })}
      >
        {t('session.viewDetails')}
      </Button>
      <MessageDialog
        title={t('session.detailsTitle')}
        message={message}
        onClose={() => setMessage(null)}
      />
    </>
  );
}
