import { Button } from '@mantine/core';
import { useState } from 'react';
import { offlineDetails } from '@/domain/session';
import type { Session } from '@/domain/types';
import { MessageDialog } from '@/ui/notices/message-dialog';

/** docs/behaviour.md#join: offline sessions have View Details instead of Join: topic, date and venue. */
export function OfflineDetailsButton({ session }: { session: Session }) {
  const [message, setMessage] = useState<string | null>(null);
  const show = () => {
    const { topic, date, venue } = offlineDetails(session);
    setMessage(`Topic: ${topic}\nDate: ${date}\nVenue: ${venue}`);
  };
  return (
    <>
      <Button
        size="sm"
        variant="default"
        onClick={show}
        aria-label={`View Details: ${session.topic || 'offline session'}`}
      >
        View Details
      </Button>
      <MessageDialog title="Session details" message={message} onClose={() => setMessage(null)} />
    </>
  );
}
