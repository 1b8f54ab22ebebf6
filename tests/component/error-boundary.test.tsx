// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, isChunkLoadError } from '../../src/ui/app/error-boundary';
import { english } from '../support/catalogue';

afterEach(() => vi.restoreAllMocks());

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.\n(error: http://127.0.0.1/static/js/async/42.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** Throws `error` until `fixed` is set: a screen whose download fails once, or a screen with a bug. */
function Harness({ error }: { error: Error }) {
  const [fixed, setFixed] = useState(false);
  const onError = vi.fn();
  const onBack = vi.fn();
  function Screen() {
    if (!fixed) throw error;
    return <p>the screen</p>;
  }
  return (
    <IntlProvider locale="en" messages={english} defaultLocale="en">
      <ErrorBoundary onError={onError} onRetry={() => setFixed(true)} onBack={onBack}>
        <Screen />
      </ErrorBoundary>
    </IntlProvider>
  );
}

describe('ErrorBoundary', () => {
  it('tells a failed download from a rendering bug', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('shows "load failed" for a failed download, and the screen after a retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StrictMode>
        <Harness error={chunkError()} />
      </StrictMode>,
    );
    expect(screen.getByTestId('load-failed').textContent).toContain('Failed to load.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('shows a message and a way back for a screen that throws, never a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness error={new TypeError('x is undefined')} />);
    const box = screen.getByTestId('screen-failed');
    expect(box.textContent).toContain('This screen ran into a problem.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
