// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_UP_TAP_MS, Sheet } from '../../src/ui/shared/components/sheet';
import { english } from '../support/catalogue';

// The clock is a fake one, so that a test ends its sheet's double-tap window before the next test begins.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.runAllTimers();
  vi.useRealTimers();
});

/** A page with a button under where the sheet's confirm button sits, and a sheet that closes on confirm. */
function Page({ under }: { under: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <IntlProvider locale="en" messages={english}>
      <button type="button" onClick={under}>
        Under
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} label="Confirm" testId="sheet">
        <button type="button" onClick={() => setOpen(false)}>
          Confirm
        </button>
      </Sheet>
    </IntlProvider>
  );
}

/** Taps a control: a click with the count a phone gives it (2 for the second tap of a double tap). */
function tap(name: string, count: number): boolean {
  return fireEvent.click(screen.getByRole('button', { name, hidden: true }), { detail: count });
}

describe('a sheet that closes under a double tap', () => {
  it('drops the second tap of the double tap, so it does not reach what lay under the sheet', () => {
    const under = vi.fn();
    render(<Page under={under} />);
    tap('Confirm', 1);
    expect(screen.getByTestId('sheet').hasAttribute('open')).toBe(false);
    // The second tap of the double tap: refused (its default, a link's navigation, is prevented too).
    expect(tap('Under', 2)).toBe(false);
    expect(under).not.toHaveBeenCalled();
  });

  it('lets a new single tap through at once', () => {
    const under = vi.fn();
    render(<Page under={under} />);
    tap('Confirm', 1);
    expect(tap('Under', 1)).toBe(true);
    expect(under).toHaveBeenCalledTimes(1);
  });

  it('lets a double tap through once the double-tap window has passed', () => {
    const under = vi.fn();
    render(<Page under={under} />);
    tap('Confirm', 1);
    act(() => {
      vi.advanceTimersByTime(FOLLOW_UP_TAP_MS + 1);
    });
    tap('Under', 2);
    expect(under).toHaveBeenCalledTimes(1);
  });

  it('drops nothing while no sheet has closed', () => {
    const under = vi.fn();
    render(<Page under={under} />);
    tap('Under', 2);
    expect(under).toHaveBeenCalledTimes(1);
  });
});
