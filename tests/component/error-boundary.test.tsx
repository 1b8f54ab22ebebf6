// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, isChunkLoadError } from '../../src/ui/app/error-boundary';
import { english } from '../support/catalogue';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.\n(error: http://127.0.0.1/static/js/async/42.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** Throws `error` until `fixed` is set: a screen whose download fails once, or a screen with a bug. */
function Harness({ error, mayReload }: { error: Error; mayReload?: () => Promise<boolean> }) {
  const [fixed, setFixed] = useState(false);
  const onError = vi.fn();
  const onBack = vi.fn();
  function Screen() {
    if (!fixed) throw error;
    return <p>the screen</p>;
  }
  return (
    <IntlProvider locale="en" messages={english} defaultLocale="en">
      <ErrorBoundary
        onError={onError}
        onRetry={() => setFixed(true)}
        onBack={onBack}
        {...(mayReload ? { mayReload } : {})}
      >
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

  it('tells a message file that did not arrive, or came as a page, from a rendering bug', () => {
    expect(isChunkLoadError(new Error('messages en/car: HTTP 404'))).toBe(true);
    const page = new SyntaxError('Unexpected token \'<\', "<!doctype "... is not valid JSON');
    expect(isChunkLoadError(page)).toBe(true);
    expect(isChunkLoadError(new SyntaxError('Unexpected end of JSON input'))).toBe(false);
  });

  it('shows "load failed" for a failed download, and the screen after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StrictMode>
        <Harness error={chunkError()} />
      </StrictMode>,
    );
    // No build to compare with here (no start scripts on the page): the network may be the cause.
    expect((await screen.findByTestId('load-failed')).textContent).toContain('Check your connection');
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

/** A page of build A: its inline first-paint script names A's start scripts. */
function pageOfBuildA(): void {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.textContent = '{"scripts":["/static/js/lib-react.aaaa1111.js","/static/js/index.aaaa2222.js"]}';
  document.head.append(script);
}

const hostServes = (html: string) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(html, { status: 200 }));

describe('ErrorBoundary after a deployment (issue 37, item 1)', () => {
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
    window.sessionStorage.clear();
  });

  it('reloads once into the new version instead of blaming the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageOfBuildA();
    const fetched = hostServes(
      '<script>["/static/js/lib-react.aaaa1111.js","/static/js/index.bbbb2222.js"]</script>',
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<Harness error={chunkError()} mayReload={async () => true} />);
    expect((await screen.findByTestId('new-version-opening')).textContent).toContain(
      'Opening the new version',
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(String(fetched.mock.calls[0]?.[0])).toMatch(/^\/\?nadi-version-check=\d+$/);
    expect(screen.queryByText(/connection/)).toBeNull();
  });

  it('reloads from a build once a session: the second time it says that a new version is out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageOfBuildA();
    hostServes('<script>["/static/js/index.bbbb2222.js"]</script>');
    window.sessionStorage.setItem(
      'nadi.reloadedFrom',
      '/static/js/index.aaaa2222.js /static/js/lib-react.aaaa1111.js',
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<Harness error={chunkError()} mayReload={async () => true} />);
    expect((await screen.findByTestId('new-version')).textContent).toContain(
      'A new version of the app is out',
    );
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself during a payment: it says so and offers the refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageOfBuildA();
    hostServes('<script>["/static/js/index.bbbb2222.js"]</script>');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<Harness error={chunkError()} mayReload={async () => false} />);
    expect(await screen.findByTestId('new-version')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('nadi.reloadedFrom')).toBeNull();
  });

  it('blames the network only when the host is out of reach; the same build: "load failed" and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageOfBuildA();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { unmount } = render(<Harness error={chunkError()} />);
    expect((await screen.findByTestId('load-failed')).textContent).toContain('Check your connection');
    unmount();
    hostServes('<script>["/static/js/lib-react.aaaa1111.js","/static/js/index.aaaa2222.js"]</script>');
    render(<Harness error={chunkError()} />);
    const box = await screen.findByTestId('load-failed');
    expect(box.textContent).toContain('Failed to load.');
    expect(box.textContent).not.toContain('connection');
  });
});
