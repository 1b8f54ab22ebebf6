// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_LIMIT, KeepAliveOutlet } from '../../src/ui/app/keep-alive-outlet';
import { usePageActive, usePageQuery } from '../../src/ui/app/page-context';

let go: (to: string) => void = () => {};
function Navigator() {
  go = useNavigate();
  return null;
}

/** Renders of each page's content, by page name. */
const renders = new Map<string, number>();

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const active = usePageActive();
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const query = usePageQuery();
  return (
    <button
      type="button"
      data-testid={`counter-${name}`}
      data-active={active}
      onClick={() => setCount(count + 1)}
    >
      {name}:{count}:{query.get('id') ?? '-'}
    </button>
  );
}

function Harness({ resetKey = '' }: { resetKey?: string }) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={['/a']}>
        <Navigator />
        <Routes>
          <Route element={<KeepAliveOutlet resetKey={resetKey} />}>
            {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => (
              <Route key={name} path={`/${name}`} element={<Counter name={name} />} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </StrictMode>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('KeepAliveOutlet', () => {
  it('keeps a visited screen with its state, hidden, and shows it again on return', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('counter-a'));
    fireEvent.click(screen.getByTestId('counter-a'));
    act(() => go('/b'));
    expect(screen.getByTestId('counter-a').closest('.page')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getByTestId('counter-a').dataset.active).toBe('false');
    expect(screen.getByTestId('counter-b').dataset.active).toBe('true');
    act(() => go('/a'));
    expect(screen.getByTestId('counter-a').textContent).toBe('a:2:-');
    expect(screen.getByTestId('counter-a').closest('.page')?.hasAttribute('hidden')).toBe(false);
  });

  it('leaves a hidden page alone while the user moves between other pages', () => {
    render(<Harness />);
    act(() => go('/b'));
    act(() => go('/c'));
    const hidden = renders.get('a');
    act(() => go('/d'));
    act(() => go('/b'));
    expect(renders.get('a')).toBe(hidden);
    act(() => go('/a'));
    expect(renders.get('a')).toBeGreaterThan(hidden ?? 0);
    expect(screen.getByTestId('counter-a').dataset.active).toBe('true');
  });

  it('gives each page its own query, even while the router shows another page', () => {
    render(<Harness />);
    act(() => go('/b?id=1'));
    act(() => go('/b?id=2'));
    const pages = screen.getAllByTestId('counter-b').map((node) => node.textContent);
    expect(pages).toEqual(['b:0:1', 'b:0:2']);
  });

  it(`drops the least recently used screen beyond ${KEEP_ALIVE_LIMIT}`, () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('counter-a'));
    for (const name of ['b', 'c', 'd', 'e', 'f', 'g', 'h']) act(() => go(`/${name}`));
    act(() => go('/a'));
    expect(screen.getByTestId('counter-a').textContent).toBe('a:1:-');
    act(() => go('/i'));
    act(() => go('/j'));
    expect(screen.queryByTestId('counter-b')).toBeNull();
    expect(screen.getByTestId('counter-a').textContent).toBe('a:1:-');
    expect(document.querySelectorAll('.page')).toHaveLength(KEEP_ALIVE_LIMIT);
  });

  it('drops every kept screen when the session changes', () => {
    const { rerender } = render(<Harness resetKey="token-1" />);
    fireEvent.click(screen.getByTestId('counter-a'));
    act(() => go('/b'));
    rerender(<Harness resetKey="token-2" />);
    expect(screen.queryByTestId('counter-a')).toBeNull();
    act(() => go('/a'));
    expect(screen.getByTestId('counter-a').textContent).toBe('a:0:-');
  });
});
