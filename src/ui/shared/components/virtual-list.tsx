import { useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { usePageActive } from '../../app/page-context';

/** Rows drawn beyond the view on each side, so that a quick flick does not show blank space. */
const OVERSCAN = 6;

/**
 * A row's height with its vertical margins. The list is a flex column (margins do not collapse there),
 * so rows sit at the sum of these plus the list's own gap. A row that is not laid out (its kept-alive
 * page is hidden, or jsdom) keeps the height measured before, so that hiding a page forgets nothing.
 */
function measureRow(
  element: Element,
  _entry: ResizeObserverEntry | undefined,
  list: Virtualizer<Window, Element>,
) {
  const index = list.indexFromElement(element);
  const known = list.measurementsCache[index]?.size ?? list.options.estimateSize(index);
  if (!(element instanceof HTMLElement) || element.offsetParent === null) return known;
  const style = getComputedStyle(element);
  return (
    element.offsetHeight +
    (Number.parseFloat(style.marginTop) || 0) +
    (Number.parseFloat(style.marginBottom) || 0)
  );
}

/**
 * A long list drawn in a window: only the rows near the view (the page scrolls, not the list) are in the
 * DOM; the rest is a measured height, so scroll position, infinite scroll below it and pull-to-refresh
 * above it behave as with every row drawn. Rows may differ in height: each drawn row is measured.
 * A kept-alive page that is hidden keeps the rows it showed last (a few dozen at most) and ignores the
 * scrolling of the page on view, so what hidden screens hold stays bounded. An observer, since rows read
 * the observable items (a page loaded more, an order changed in place).
 */
export const VirtualList = observer(function VirtualList<T>({
  items,
  rowKey,
  estimate,
  children,
  as: List = 'ul',
  className,
  label,
  testId,
  rowClassName,
  rowTestId,
}: {
  items: readonly T[];
  rowKey: (item: T) => string | number;
  /** A typical row's height in px, margins included (corrected by measuring once drawn). */
  estimate: number;
  children: (item: T, index: number) => ReactNode;
  as?: 'ul' | 'ol' | 'div';
  className?: string;
  label?: string;
  testId?: string;
  /** Class and test id of each row element (the `li`, or a `div` in a `div` list). */
  rowClassName?: string;
  rowTestId?: string;
}) {
  const active = usePageActive();
  const box = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLElement | null>(null);
  const [layout, setLayout] = useState({ margin: 0, gap: 0 });
  const virtualizer = useWindowVirtualizer<Element>({
    count: items.length,
    estimateSize: () => estimate,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : rowKey(item);
    },
    overscan: OVERSCAN,
    scrollMargin: layout.margin,
    gap: layout.gap,
    measureElement: measureRow,
  });

  // Where the list starts on the page (content above it may change) and the gap its stylesheet gives.
  useLayoutEffect(() => {
    if (!active || !box.current || !list.current) return;
    const margin = Math.round(box.current.getBoundingClientRect().top + window.scrollY);
    const gap = Number.parseFloat(getComputedStyle(list.current).rowGap) || 0;
    if (margin !== layout.margin || gap !== layout.gap) setLayout({ margin, gap });
  });

  const shown = useRef<VirtualItem[]>([]);
  if (active) shown.current = virtualizer.getVirtualItems();
  const rows = shown.current.filter((row) => row.index < items.length);
  const offset = (rows[0]?.start ?? layout.margin) - layout.margin;
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    transform: offset > 0 ? `translateY(${offset}px)` : undefined,
  };
  return (
    <div
      ref={box}
      className="virtual-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      <List
        ref={(node: HTMLElement | null) => {
          list.current = node;
        }}
        className={className}
        aria-label={label}
        data-testid={testId}
        style={style}
      >
        {rows.map((row) => {
          const item = items[row.index] as T;
          const Row = List === 'div' ? 'div' : 'li';
          return (
            <Row
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={rowClassName}
              data-testid={rowTestId}
            >
              {children(item, row.index)}
            </Row>
          );
        })}
      </List>
    </div>
  );
});
