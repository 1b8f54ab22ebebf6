import type { ComponentType } from 'react';
import type { FeatureLoader } from '../../application/shared/feature-loader.port';
import type { MessageCatalogue } from '../intl/message-catalogue';
import type { LazyPart } from './route-spec';

/**
 * What a lazy part needs before it shows besides its code: its features' container modules and, unless
 * it makes do with the first part of the messages (LazyPart.messages), its features' message files and the
 * shared ones (src/ui/intl/message-files.ts), so that it never renders with a message missing.
 */
export async function preparePart(
  part: LazyPart,
  features: FeatureLoader,
  catalogue: MessageCatalogue,
): Promise<void> {
  await Promise.all([
    ...(part.features ?? []).map((feature) => features.load(feature)),
    part.messages === 'first' ? undefined : catalogue.loadFor(part.features ?? []),
  ]);
}

const ready = new WeakMap<LazyPart, ComponentType>();

/** The component of a part loaded before the first render (route-screen.tsx shows it without suspending). */
export const preloadedPart = (part: LazyPart): ComponentType | undefined => ready.get(part);

/** Loads a part before the first render, so that it shows without suspending (first-screen.ts). */
export async function preloadPart(
  part: LazyPart,
  features: FeatureLoader,
  catalogue: MessageCatalogue,
): Promise<void> {
  const [module] = await Promise.all([part.load(), preparePart(part, features, catalogue)]);
  ready.set(part, module.default);
}
