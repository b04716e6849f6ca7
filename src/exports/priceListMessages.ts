/**
 * A price list that could not be used, in words: one sentence, and for fields not in the API's shape the fields,
 * as an imported scenario's are listed. The prices panel and `signalr-sizing --prices` say the same.
 */
import type { PriceListProblem } from '../engine/billing/retailPrices';
import { maxPriceListBytes } from '../engine/billing/retailPrices';
import { issueText, quotedFieldName } from '../components/issueText';
import { formatList } from '../components/wording/formatList';
import { formatBytes } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { maxIssuesShown, type ImportMessage } from './importMessages';

/**
 * @example priceListMessage(t, 'en', { reason: 'missingMeters', region: 'westeurope', meters: ['Premium Message'], nextPage: false })
 *   // { text: 'It has no price for Premium Message in westeurope, which the plan needs.', issues: [], more: null }
 */
export function priceListMessage(
  t: Translate,
  locale: string,
  problem: PriceListProblem,
): ImportMessage {
  const plain = (text: string): ImportMessage => ({ text, issues: [], more: null });
  const regions = (names: readonly string[]) => formatList(locale, names);
  switch (problem.reason) {
    case 'tooLarge':
      return plain(
        t('prices.import.error.tooLarge', {
          size: formatBytes(locale, problem.bytes),
          max: formatBytes(locale, maxPriceListBytes),
        }),
      );
    case 'empty':
      return plain(t('prices.import.error.empty'));
    case 'unreadable':
      return plain(t('prices.import.error.unreadable'));
    case 'notText':
      return plain(t('prices.import.error.notText', { encoding: problem.encoding }));
    case 'syntax':
      return plain(t('prices.import.error.syntax', { line: problem.line, column: problem.column }));
    case 'notPriceList':
      return plain(t('prices.import.error.notPriceList'));
    case 'invalid': {
      const hidden = problem.issues.length - maxIssuesShown;
      return {
        text: t('prices.import.error.invalid', { count: problem.issues.length }),
        issues: problem.issues.slice(0, maxIssuesShown).map((issue) =>
          t('exportImport.error.issue', {
            path: issue.path,
            message: issueText(t, issue.detail),
          }),
        ),
        more: hidden > 0 ? t('exportImport.error.more', { count: hidden }) : null,
      };
    }
    case 'noService':
      return plain(
        t('prices.import.error.noService', {
          count: problem.items,
          serviceName: problem.serviceName,
        }),
      );
    case 'severalRegions':
      return plain(t('prices.import.error.severalRegions', { regions: regions(problem.regions) }));
    case 'regionNotInFile':
      return plain(
        t('prices.import.error.regionNotInFile', {
          region: problem.region,
          regions: regions(problem.regions),
        }),
      );
    case 'severalCurrencies':
      return plain(
        t('prices.import.error.severalCurrencies', {
          currencies: formatList(locale, problem.currencies),
        }),
      );
    case 'missingMeters': {
      const text = t('prices.import.error.missingMeters', {
        count: problem.meters.length,
        meters: formatList(locale, problem.meters),
        region: problem.region,
      });
      return plain(problem.nextPage ? `${text} ${t('prices.import.error.nextPage')}` : text);
    }
    case 'unknownUnit':
      return plain(
        t('prices.import.error.unknownUnit', {
          meter: problem.meterName,
          unit: quotedFieldName(t, problem.unitOfMeasure),
        }),
      );
    case 'conflicting':
      return plain(
        t('prices.import.error.conflicting', {
          meter: problem.meterName,
          prices: formatList(locale, problem.prices.map(String)),
        }),
      );
    case 'outOfRange':
      return plain(
        t('prices.import.error.outOfRange', {
          meter: problem.meterName,
          rate: String(problem.rate),
        }),
      );
  }
}
