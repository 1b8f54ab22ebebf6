// @vitest-environment jsdom
// jsdom, not happy-dom (the other screens' tests): under happy-dom the list's row measuring never settles
// (React stops at its maximum update depth), while the journeys show it settling in Chromium.
import { act, cleanup, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContext } from '../../src/ui/app/page-context';
import { VirtualList } from '../../src/ui/shared/components/virtual-list';

interface Row {
  readonly id: number;
  readonly name: string;
}

const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `row ${from + index}` }));

function Harness({ items, active = true }: { items: readonly Row[]; active?: boolean }) {
  return (
    <StrictMode>
      <PageContext.Provider value={{ active, pathname: '/list', search: '' }}>
        <VirtualList
          items={items}
          rowKey={(row) => row.id}
          estimate={60}
          label="rows"
          rowClassName="row"
          rowTestId="row"
        >
          {(row) => <span>{row.name}</span>}
        </VirtualList>
      </PageContext.Provider>
    </StrictMode>
  );
}

afterEach(cleanup);

describe('VirtualList', () => {
  it('puts only the rows near the view into the DOM, and the whole height below them', () => {
    const { container } = render(<Harness items={rows(2000)} />);
    const drawn = screen.getAllByTestId('row');
    // jsdom's window is 768 px high: 13 rows of 60 px fill it, plus the overscan of 6.
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(30);
    expect(drawn[0]?.textContent).toBe('row 0');
    expect(drawn[0]?.tagName).toBe('LI');
    expect(drawn[0]?.className).toBe('row');
    expect(screen.getByRole('list', { name: 'rows' })).toBeTruthy();
    const box = container.querySelector<HTMLElement>('.virtual-list');
    expect(box?.style.height).toBe(`${2000 * 60}px`);
    expect(container.querySelectorAll('li').length).toBe(drawn.length);
  }, 20_000); // 2,000 rows of data and a busy machine: jsdom's first render is slow, not the list

  it('draws every row of a short list', () => {
    render(<Harness items={rows(4)} />);
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual([
      'row 0',
      'row 1',
      'row 2',
      'row 3',
    ]);
  });

  it('follows an observable list that grows page by page', () => {
    const items = observable.array<Row>(rows(3), { deep: false });
    render(<Harness items={items} />);
    expect(screen.getAllByTestId('row')).toHaveLength(3);
    act(() => runInAction(() => items.push(...rows(3, 3))));
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toContain('row 5');
  });

  it('keeps what a hidden kept-alive page holds bounded, even when its list grows', () => {
    const { rerender } = render(<Harness items={rows(2000)} />);
    const shown = screen.getAllByTestId('row').length;
    rerender(<Harness items={rows(4000)} active={false} />);
    expect(screen.getAllByTestId('row')).toHaveLength(shown);
    rerender(<Harness items={rows(4000)} active />);
    expect(screen.getAllByTestId('row').length).toBeLessThan(30);
  });
});
