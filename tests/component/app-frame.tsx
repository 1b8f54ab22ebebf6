import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { FeedbackProvider } from '../../src/ui/shared/components/feedback';
import { ContainerProvider } from '../../src/ui/shared/view-model';
import { english } from '../support/catalogue';

/** The language a screen shows in: English unless a test says otherwise. */
export interface FrameLanguage {
  readonly locale: string;
  readonly messages: Record<string, string>;
}

const ENGLISH: FrameLanguage = { locale: 'en', messages: english };

/** Renders a screen's router as the app frames it: StrictMode, the messages, the container, feedback. */
export function renderInAppFrame(
  container: Container,
  router: ReturnType<typeof createMemoryRouter>,
  language: FrameLanguage = ENGLISH,
) {
  return render(
    <StrictMode>
      <IntlProvider locale={language.locale} messages={language.messages} defaultLocale="en">
        <ContainerProvider container={container}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </ContainerProvider>
      </IntlProvider>
    </StrictMode>,
  );
}
