import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type ReactNode } from 'react';

interface VirtualListProps<T> {
  items: readonly T[];
  /** A first guess at a row's height in px; real heights are measured as rows render. */
  estimateSize: number;
  /** A key unique in the list; the index helps rows whose items have no id of their own. */
  getKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  /** The scrolling area's height, e.g. '60vh' (docs/behaviour.md: modal lists at about 60% of the screen). */
  maxHeight: string;
  /** Names the scrolling region for screen readers. */
  label: string;
}

interface RowProps<T> {
  item: T;
  renderItem: (item: T) => ReactNode;
}

/**
 * A row's content renders again only when its item or the list's renderItem changes. Scrolling,
 * and the measuring of real row heights just after the list opens, re-render the list: without
 * this every row in view rendered again each time (a second full render of a list that opened).
 */
const Row = memo(function Row({ item, renderItem }: RowProps<unknown>) {
  return renderItem(item);
}) as <T>(props: RowProps<T>) => ReactNode;

/** Up to this many rows are all rendered, so Tab reaches every one; past it only those in view. */
const RENDER_ALL_UP_TO = 60;

/**
 * A scrolling list that stays fast with thousands of items by rendering only the rows in view.
 * The region is focusable so it scrolls by keyboard; rows keep their natural height.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, getKey, renderItem, maxHeight, label } = props;
  if (items.length > RENDER_ALL_UP_TO) return <WindowedList {...props} />;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {items.map((item, index) => (
        <div key={getKey(item, index)}>
          <Row item={item} renderItem={renderItem} />
        </div>
      ))}
    </div>
  );
}

function WindowedList<T>({
  items,
  estimateSize,
  getKey,
  renderItem,
  maxHeight,
  label,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual's API returns functions React Compiler cannot memoise safely; that is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => (items[index] ? getKey(items[index], index) : index),
    // One row beyond the view at each end (TanStack's default): each further row was about a
    // tenth of the work of opening 'View All Sessions' on a slow phone, whose worst tap sat at
    // the 100 ms budget with four (docs/decisions.md#taps-paint-first).
    overscan: 1,
    // Before the first measurement (and where layout is not measured, as in tests).
    initialRect: { width: 360, height: 600 },
  });
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          return item === undefined ? null : (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${row.start}px)`,
              }}
            >
              <Row item={item} renderItem={renderItem} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
