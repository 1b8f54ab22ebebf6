// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppHashRouter } from './hash-router';

afterEach(cleanup);

let moved = false;
/** Shows the router's location; on its first render the address moves without an event (as while hydrating). */
function Where() {
  if (!moved) {
    moved = true;
    window.history.replaceState(null, '', '#/wallet');
  }
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('AppHashRouter', () => {
  it('catches up with an address that moved between the router’s first read and its listening', async () => {
    window.history.replaceState(null, '', '#/index');
    await act(async () => {
      render(
        <AppHashRouter>
          <Where />
        </AppHashRouter>,
      );
    });
    expect(screen.getByTestId('where').textContent).toBe('/wallet');
  });
});
