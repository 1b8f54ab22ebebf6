import type { Container } from 'inversify';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorLog } from '../application/shared/error-log';
import { App } from '../ui/app/app';
import { PRERENDERED_PATH } from '../ui/app/path-link';
import { ContainerProvider } from '../ui/shared/view-model';

/**
 * Draws the app into the root (main.tsx loads this module only when the start has come this far, so that
 * React and the app's components are set up in a task of their own).
 */
export function renderApp(root: HTMLElement, container: Container): void {
  const app = (
    <StrictMode>
      <ContainerProvider container={container}>
        <App />
      </ContainerProvider>
    </StrictMode>
  );
  // Only the screen that was drawn is adopted; any other first render replaces the drawn page whole.
  const drawnScreen = window.location.hash.replace(/^#/, '').split('?')[0] === PRERENDERED_PATH;
  if (document.documentElement.dataset.firstPaint === undefined && drawnScreen && root.firstElementChild) {
    // The page drawn at build time is this visit's first screen (scripts/build/first-paint-script.ts):
    // React adopts its elements instead of drawing them again, in a transition (in slices). A difference
    // it finds is recorded, and React then draws the root afresh.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => container.get(ErrorLog).record('render', error),
      });
    });
  } else {
    // Another screen, language or a session: the app draws itself, in slices (a transition, no long
    // task), and its first commit replaces the hidden drawn page in one step.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
