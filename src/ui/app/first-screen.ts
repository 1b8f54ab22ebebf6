import type { FeatureLoader } from '../../application/shared/feature-loader.port';
import type { MessageCatalogue } from '../intl/message-catalogue';
import { preloadPart } from './part-loading';
import { routeOfPathname } from './route-table';

/**
 * Before the first render: the messages of the language on screen and the code of the screen the address
 * names, so that the first commit shows that screen itself (taking over the page drawn at build time,
 * scripts/build/first-paint.ts) rather than a skeleton first.
 */
export async function prepareFirstScreen(
  pathname: string,
  features: FeatureLoader,
  catalogue: MessageCatalogue,
  locale: Parameters<MessageCatalogue['load']>[0],
): Promise<void> {
  // Any address the routes do not know (`/` among them) goes to home.
  const spec = routeOfPathname(pathname) ?? routeOfPathname('/index');
  await Promise.all([catalogue.load(locale), spec && preloadPart(spec, features, catalogue)]).catch(
    () => undefined,
  );
}
