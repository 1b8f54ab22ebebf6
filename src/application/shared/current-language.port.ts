import type { ApiLanguageCode } from '../../domain/language/language';

/** The language the API header carries; follows the user's choice. */
export const CurrentLanguage = Symbol.for('CurrentLanguage');
export interface CurrentLanguage {
  /** API code of the current locale (TW, EN, CN, ...). */
  apiCode(): ApiLanguageCode;
}
