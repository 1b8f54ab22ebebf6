import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import english from '../../locales/en.json';
import { FeedbackProvider } from '../../src/ui/shared/components/feedback';
import { ContainerProvider } from '../../src/ui/shared/view-model';

/** Renders a screen's router as the app frames it: StrictMode, English messages, the container, feedback. */
export function renderInAppFrame(container: Container, router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <StrictMode>
      <IntlProvider locale="en" messages={english} defaultLocale="en">
        <ContainerProvider container={container}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </ContainerProvider>
      </IntlProvider>
    </StrictMode>,
  );
}

/** jsdom has no modal dialogs: `showModal` and `close` only toggle `open`, which is what the sheets read. */
export function stubDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
