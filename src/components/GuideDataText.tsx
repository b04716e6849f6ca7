import type { GuideDataMessage } from './wording/guideDataText';
import { useTNodes } from '../i18n/I18nProvider';

/**
 * A note of the guide's data in the reader's language. A source's verbatim English words inside it stay
 * English, marked `lang="en"` so a screen reader reads them as English.
 */
export function GuideDataText({ message }: { message: GuideDataMessage }) {
  const tNodes = useTNodes();
  const quotes = Object.fromEntries(
    Object.entries(message.quotes).map(([name, quote]) => [name, <span lang="en">{quote}</span>]),
  );
  return <>{tNodes(message.key, { ...message.params, ...quotes })}</>;
}
