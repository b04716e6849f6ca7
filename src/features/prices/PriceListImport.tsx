/**
 * Azure's retail prices for a region, from the file the Retail Prices API returns: read and checked at the
 * boundary (src/engine/billing/retailPrices), a region chosen when the file prices several, then put in the
 * scenario in one undoable step. A file that cannot be used changes nothing and says why.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatPriceDay } from '../../components/wording/pricesText';
import { serviceOf, skuCatalog } from '../../engine';
import { chosenFileText } from '../../engine/files/fileBytes';
import {
  maxPriceListBytes,
  priceListJson,
  readPriceListJson,
  retailServiceNames,
  type PriceListReading,
  type PriceListResult,
} from '../../engine/billing/retailPrices';
import { priceListMessage } from '../../exports/priceListMessages';
import { formatList } from '../../components/wording/formatList';
import { formatPrice } from '../../i18n/format';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

type Outcome =
  | { kind: 'choosing'; fileName: string; json: unknown; regions: string[] }
  | { kind: 'imported'; fileName: string; reading: PriceListReading; pricesJson: string }
  /** attempt: a fresh key per failure, so the alert is announced again when the same error repeats. */
  | { kind: 'failed'; fileName: string; result: PriceListResult & { ok: false }; attempt: number };

/** The command that saves the prices, for the scenario's service (docs/using.md, "Your own prices"). */
export function priceListCommand(serviceName: string): string {
  return [
    "curl -sG 'https://prices.azure.com/api/retail/prices' \\",
    `  --data-urlencode "currencyCode='EUR'" \\`,
    `  --data-urlencode "\\$filter=serviceName eq '${serviceName}' and armRegionName eq 'westeurope'" \\`,
    '  -o prices.json',
  ].join('\n');
}

async function readJson(
  file: File,
): Promise<{ ok: true; json: unknown } | (PriceListResult & { ok: false })> {
  if (file.size > maxPriceListBytes) return { ok: false, reason: 'tooLarge', bytes: file.size };
  // Decoded as `signalr-sizing --prices` decodes it (src/cli/main.ts): bytes that are not text are refused.
  const read = await chosenFileText(file);
  if (!read.ok) {
    return read.reason === 'notText'
      ? { ok: false, reason: 'notText', encoding: read.encoding }
      : { ok: false, reason: 'unreadable' };
  }
  return priceListJson(read.text);
}

function FailureText({
  result,
  t,
  locale,
}: {
  result: PriceListResult & { ok: false };
  t: Translate;
  locale: string;
}) {
  const { text, issues, more } = priceListMessage(t, locale, result);
  return (
    <>
      <p>{text}</p>
      {issues.length > 0 && (
        <ul>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      {more && <p>{more}</p>}
    </>
  );
}

function ImportedText({
  outcome,
  t,
  locale,
}: {
  outcome: Outcome & { kind: 'imported' };
  t: Translate;
  locale: string;
}) {
  const { reading } = outcome;
  const meters = formatList(
    locale,
    reading.meters.map((meter) =>
      t('prices.import.meter', {
        meter: meter.meterName,
        price: formatPrice(locale, meter.retailPrice, reading.currency),
        unit: meter.unitOfMeasure,
      }),
    ),
  );
  const skipped = reading.skipped.notConsumption;
  return (
    <>
      {t('prices.import.done', {
        region: reading.region,
        file: outcome.fileName,
        currency: reading.currency,
        date: formatPriceDay(locale, reading.effectiveDate),
        meters,
      })}
      {skipped > 0 && ` ${t('prices.import.skipped', { count: skipped })}`}
    </>
  );
}

export function PriceListImport() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  const priceListImported = useScenarioStore((state) => state.priceListImported);
  const undoRequested = useScenarioStore((state) => state.undoRequested);
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [region, setRegion] = useState('');
  const attempts = useRef(0);
  const serviceName = retailServiceNames[service];

  const read = (fileName: string, json: unknown, chosen: string | null) => {
    const result = readPriceListJson(json, { service, region: chosen, catalog: skuCatalog });
    if (result.ok) {
      priceListImported(result.prices);
      const pricesJson = JSON.stringify(useScenarioStore.getState().scenario.prices);
      setOutcome({ kind: 'imported', fileName, reading: result, pricesJson });
    } else if (result.reason === 'severalRegions') {
      setRegion(result.regions[0] ?? '');
      setOutcome({ kind: 'choosing', fileName, json, regions: result.regions });
    } else {
      attempts.current += 1;
      setOutcome({ kind: 'failed', fileName, result, attempt: attempts.current });
    }
  };

  const fileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    input.value = '';
    if (!file) return;
    const parsed = await readJson(file);
    if (parsed.ok) read(file.name, parsed.json, null);
    else {
      attempts.current += 1;
      setOutcome({
        kind: 'failed',
        fileName: file.name,
        result: parsed,
        attempt: attempts.current,
      });
    }
  };

  // Undo here only while the imported prices are untouched: undoing later would take back later edits.
  const importedJson = outcome?.kind === 'imported' ? outcome.pricesJson : null;
  const undoable = useScenarioStore(
    (state) => importedJson !== null && JSON.stringify(state.scenario.prices) === importedJson,
  );

  return (
    <div className="prices-import">
      <h3>{t('prices.import.heading')}</h3>
      <p className="panel-hint" id={`${id}-hint`}>
        {t('prices.import.hint')}
      </p>
      <pre className="prices-import-command">
        <code>{priceListCommand(serviceName)}</code>
      </pre>
      <div>
        <button type="button" className="button" onClick={() => fileInput.current?.click()}>
          {t('prices.import.file')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('prices.import.file')}
          onChange={(event) => void fileChosen(event)}
        />
      </div>
      {outcome?.kind === 'choosing' && (
        <div className="prices-import-region">
          <p>
            {t('prices.import.regions', {
              count: outcome.regions.length,
              service: t(`service.${service}`),
            })}
          </p>
          <label htmlFor={`${id}-region`}>{t('prices.import.region')}</label>{' '}
          <select
            id={`${id}-region`}
            value={region}
            onChange={(event) => setRegion(event.currentTarget.value)}
          >
            {outcome.regions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>{' '}
          <button
            type="button"
            className="button button-primary"
            onClick={() => read(outcome.fileName, outcome.json, region)}
          >
            {t('prices.import.use')}
          </button>
        </div>
      )}
      {outcome?.kind === 'failed' && (
        <div key={outcome.attempt} role="alert" className="export-import-error">
          <p className="export-import-error-lead">
            {t('prices.import.error.lead', { file: outcome.fileName })}
          </p>
          <FailureText result={outcome.result} t={t} locale={locale} />
        </div>
      )}
      <p role="status" className="panel-hint">
        {outcome?.kind === 'imported' && <ImportedText outcome={outcome} t={t} locale={locale} />}
      </p>
      {outcome?.kind === 'imported' && undoable && (
        <button type="button" className="button" onClick={undoRequested}>
          {t('prices.import.undo')}
        </button>
      )}
    </div>
  );
}
