import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../domain/language/language';
import { Sheet } from '../shared/components/sheet';

/** Each language named in itself, so that anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '简体中文',
  zhTw: '繁體中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  pt: 'Português',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
  vn: 'Tiếng Việt',
};

export function LanguageSheet({
  open,
  current,
  onPick,
  onClose,
}: {
  open: boolean;
  current: Locale;
  onPick: (locale: Locale) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      label={intl.formatMessage({ id: 'common.language' })}
      testId="language-sheet"
    >
      <h2>{intl.formatMessage({ id: 'common.language' })}</h2>
      <ul className="choice-list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className="choice"
              lang={locale === 'zhTw' ? 'zh-TW' : locale === 'vn' ? 'vi' : locale}
              aria-pressed={locale === current}
              onClick={() => onPick(locale)}
            >
              {LANGUAGE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
