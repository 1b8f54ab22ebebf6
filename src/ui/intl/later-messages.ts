import type { Locale } from '../../domain/language/language';
import type { LaterFile } from './message-files';

/**
 * The addresses of the later files (src/ui/intl/message-files.ts), each compiled and written by the build as
 * `static/messages/…/<file>.<hash>.json` (scripts/build/precompile-messages.ts). Fetched as data rather than
 * imported as chunks: 170 chunks would add their names to the first load's chunk map; this map comes with
 * this module, itself a chunk fetched with the first part of the UI beyond the first part
 * (docs/decisions/2026-11-27-messages-per-feature.md). The first part's files are left out: they come as one
 * chunk per language (messages.ts); tests/unit/message-files.test.ts holds the pattern to FIRST_FILES.
 */
const addresses = import.meta.webpackContext('../../../locales', {
  recursive: true,
  regExp: /\.json$/,
  exclude: /(glossary|\/(auth|common|errors|home|shell)\.json$)/,
  mode: 'sync',
});

/** One later file of one language, fetched (the service worker keeps it, as it keeps chunks): its messages. */
export async function loadLaterFile(locale: Locale, file: LaterFile): Promise<unknown> {
  const address = addresses(`./${locale}/${file}.json`) as string;
  const answer = await fetch(address);
  if (!answer.ok) throw new Error(`messages ${locale}/${file}: HTTP ${answer.status}`);
  return answer.json();
}
