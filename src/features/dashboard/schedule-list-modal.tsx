import { Divider, Text } from '@mantine/core';
import { ModalOnceOpened } from '@/ui/scheduling/modal-once-opened';
import { useDeferredValue, type ReactNode } from 'react';
import { VirtualList } from '@/ui/lists/virtual-list';

interface ScheduleListModalProps<T> {
  title: string;
  opened: boolean;
  onClose: () => void;
  items: readonly T[];
  loading: boolean;
  loadingText: string;
  emptyText: string;
  getKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
}

/** 'View All Sessions' / 'View All Meetings': every upcoming item, scrolling at 60% of the screen. */
export function ScheduleListModal<T>({
  title,
  opened,
  onClose,
  items,
  loading,
  loadingText,
  emptyText,
  getKey,
  renderItem,
}: ScheduleListModalProps<T>) {
  // The modal opens at once; its list (up to thousands of items) renders in the next, interruptible
  // render, so the tap paints without waiting for it.
  const listed = useDeferredValue(opened);
  let body: ReactNode;
  if (!listed) body = null;
  else if (loading) body = <Text c="dimmed">{loadingText}</Text>;
  else if (items.length === 0) body = <Text c="dimmed">{emptyText}</Text>;
  else {
    body = (
      <VirtualList
        items={items}
        estimateSize={220}
        getKey={getKey}
        maxHeight="60vh"
        label={title}
        renderItem={(item) => (
          <>
            {renderItem(item)}
            <Divider my="md" />
          </>
        )}
      />
    );
  }
  return (
    <ModalOnceOpened opened={opened} onClose={onClose} title={title} size="lg">
      {body}
    </ModalOnceOpened>
  );
}
