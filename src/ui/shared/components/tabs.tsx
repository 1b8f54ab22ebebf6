import '../styles/tabs.css';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabsProps<T extends string> {
  /** The tab bar's accessible name. */
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** What a tab shows: its name, and anything beside it (a count). */
  renderTab: (tab: T) => ReactNode;
  /** A `data-testid` for each tab. */
  testId?: (tab: T) => string;
  /** An `id` for each tab, for a panel that names itself after the chosen tab (`aria-labelledby`). */
  tabId?: (tab: T) => string;
  /** The `id` of the panel the tabs control (`aria-controls`). */
  controls?: string;
  /** A variant of tabs.css beside `tabs`: `tabs-even` (equal widths), `tabs-flush` (not sticky, no inset). */
  className?: string;
}

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function TabsBar<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderTab,
  testId,
  tabId,
  controls,
  className,
}: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // One tab is in the Tab order: the chosen one, or the first while none of them is chosen.
  const focusable = tabs.includes(selected) ? selected : tabs[0];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    const tab = tabs[next];
    if (tab === undefined) return;
    buttons.current[next]?.focus();
    onSelect(tab);
  };
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          id={tabId?.(tab)}
          className="tabs-tab"
          aria-selected={tab === selected}
          aria-controls={controls}
          tabIndex={tab === focusable ? 0 : -1}
          data-testid={testId?.(tab)}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {renderTab(tab)}
        </button>
      ))}
    </div>
  );
}

/**
 * The app's one tab bar (the WAI-ARIA tabs pattern, activated on focus): a `tablist` named by `label`, its
 * `tab`s with `aria-selected`; only the chosen tab is in the Tab order, ArrowLeft and ArrowRight go to the
 * previous and next tab (round at the ends), Home and End to the first and last, each choosing the tab it
 * reaches and focusing it. An observer, so a tab label that reads observable state (a count) follows it.
 * The panel below is the screen's own (`role="tabpanel"`).
 */
export const Tabs = observer(TabsBar) as typeof TabsBar;
