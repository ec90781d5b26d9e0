import '@/ui/scheduling/deferred-styles';
import { Button, Group, Text } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { useT } from '@/ui/i18n/use-t';

interface MessageDialogProps {
  title: string;
  /** Newlines in the message (e.g. flattened server errors) become separate lines. */
  message: string | null;
  onClose: () => void;
}

/** An alert dialog that keeps focus until the person has read and closed it. */
export function MessageDialog({ title, message, onClose }: MessageDialogProps) {
  const t = useT();
  return (
    <ModalOnceOpened opened={message !== null} onClose={onClose} title={title} centered>
      <Text style={{ whiteSpace: 'pre-line' }} role="alert">
        {message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </Group>
    </ModalOnceOpened>
  );
}
