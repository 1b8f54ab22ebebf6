// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../src/ui/shared/components/tabs';

const FRUITS = ['apple', 'pear', 'plum', 'fig'] as const;
type Fruit = (typeof FRUITS)[number];

function Harness({ first = 'pear', onSelect }: { first?: Fruit; onSelect?: (fruit: Fruit) => void }) {
  const [selected, setSelected] = useState<Fruit>(first);
  return (
    <StrictMode>
      <Tabs
        label="Fruits"
        tabs={FRUITS}
        selected={selected}
        onSelect={(fruit) => {
          onSelect?.(fruit);
          setSelected(fruit);
        }}
        testId={(fruit) => `fruit-${fruit}`}
        renderTab={(fruit) => fruit.toUpperCase()}
      />
    </StrictMode>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedNames = () =>
  screen
    .getAllByRole('tab')
    .filter((each) => each.getAttribute('aria-selected') === 'true')
    .map((each) => each.textContent);

afterEach(cleanup);

describe('Tabs', () => {
  it('is a named tablist of buttons with one tab selected and only that one in the Tab order', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Fruits' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((each) => each.textContent)).toEqual(['APPLE', 'PEAR', 'PLUM', 'FIG']);
    for (const each of tabs) {
      expect(each.tagName).toBe('BUTTON');
      expect(each.getAttribute('type')).toBe('button');
    }
    expect(tabs.map((each) => each.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((each) => each.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(screen.getByTestId('fruit-plum')).toBe(tab('PLUM'));
    expect(list.className).toBe('tabs');
  });

  it('selects a clicked tab and moves the Tab stop to it', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(tab('FIG'));
    expect(onSelect).toHaveBeenCalledWith('fig');
    expect(selectedNames()).toEqual(['FIG']);
    expect(tab('FIG').tabIndex).toBe(0);
    expect(tab('PEAR').tabIndex).toBe(-1);
  });

  it('moves to the next and previous tab with the arrow keys, round at the ends, selecting and focusing it', () => {
    render(<Harness first="plum" />);
    tab('PLUM').focus();
    fireEvent.keyDown(tab('PLUM'), { key: 'ArrowRight' });
    expect(selectedNames()).toEqual(['FIG']);
    expect(document.activeElement).toBe(tab('FIG'));
    expect(tab('FIG').tabIndex).toBe(0);

    fireEvent.keyDown(tab('FIG'), { key: 'ArrowRight' });
    expect(selectedNames()).toEqual(['APPLE']);
    expect(document.activeElement).toBe(tab('APPLE'));

    fireEvent.keyDown(tab('APPLE'), { key: 'ArrowLeft' });
    expect(selectedNames()).toEqual(['FIG']);
    expect(document.activeElement).toBe(tab('FIG'));

    fireEvent.keyDown(tab('FIG'), { key: 'ArrowLeft' });
    expect(selectedNames()).toEqual(['PLUM']);
    expect(document.activeElement).toBe(tab('PLUM'));
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it('goes to the first tab with Home and the last with End', () => {
    render(<Harness first="pear" />);
    fireEvent.keyDown(tab('PEAR'), { key: 'End' });
    expect(selectedNames()).toEqual(['FIG']);
    expect(document.activeElement).toBe(tab('FIG'));

    fireEvent.keyDown(tab('FIG'), { key: 'Home' });
    expect(selectedNames()).toEqual(['APPLE']);
    expect(document.activeElement).toBe(tab('APPLE'));
  });

  it('leaves other keys, and arrows with a modifier, to the browser', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const other = fireEvent.keyDown(tab('PEAR'), { key: 'ArrowDown' });
    const withAlt = fireEvent.keyDown(tab('PEAR'), { key: 'ArrowLeft', altKey: true });
    expect(other).toBe(true);
    expect(withAlt).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
    expect(selectedNames()).toEqual(['PEAR']);
  });

  it('keeps the first tab in the Tab order while none is selected', () => {
    render(
      <Tabs
        label="Fruits"
        tabs={['apple', 'pear'] as const}
        selected={'gone' as 'apple'}
        onSelect={() => {}}
        renderTab={(fruit) => fruit}
      />,
    );
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([0, -1]);
  });

  it('adds a variant class, tab ids and the controlled panel when asked', () => {
    render(
      <Tabs
        label="Lists"
        tabs={['open', 'done'] as const}
        selected="done"
        onSelect={() => {}}
        tabId={(each) => `list-tab-${each}`}
        controls="list-panel"
        className="tabs-even"
        renderTab={(each) => each}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Lists' }).className).toBe('tabs tabs-even');
    const done = screen.getByRole('tab', { name: 'done' });
    expect(done.id).toBe('list-tab-done');
    expect(done.getAttribute('aria-controls')).toBe('list-panel');
  });

  it('follows observable state that a tab label reads', () => {
    const counts = observable.map<string, number>({ open: 1 });
    render(
      <Tabs
        label="Lists"
        tabs={['open', 'done'] as const}
        selected="open"
        onSelect={() => {}}
        renderTab={(each) => `${each} ${counts.get(each) ?? 0}`}
      />,
    );
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual(['open 1', 'done 0']);
    act(() => runInAction(() => counts.set('done', 3)));
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual(['open 1', 'done 3']);
  });
});
