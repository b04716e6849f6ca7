import { memo } from 'react';
import { GuideDataText } from '../../components/GuideDataText';
import {
  type AnyGuideEdition,
  type AnySlip,
  guideDataText,
  guideValueText,
  slipFormulaMessage,
  slipKind,
  slipNoteMessage,
} from '../../components/wording/guideDataText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { slipsOfTable, type CellKind, type GuideRow } from './guideTableRows';

function slipNoteId(slip: AnySlip): string {
  return `guide-slip-${slip.id}`;
}

interface Props {
  /** Unique on the page: the caption's and the notes' ids derive from it. */
  id: string;
  title: string;
  provenance: string;
  rows: GuideRow[];
  /** The edition the table comes from (either service's guide): its bandwidth units, and the words of its slips. */
  guide: AnyGuideEdition;
}

/** One table of the guide as printed: unit columns, its slips marked ⚠ in the cell and explained below. */
export const GuideTable = memo(function GuideTable({ id, title, provenance, rows, guide }: Props) {
  const t = useT();
  const locale = useLocale();
  const slips = slipsOfTable(rows);
  const columns = rows[0]?.cells.map((cell) => cell.units) ?? [];
  const valueText = (kind: CellKind, value: number) =>
    guideValueText(t, locale, kind, value, guide.bandwidthUnits);

  return (
    <div className="guide-tables-block">
      <div
        className="table-scroll"
        role="region"
        aria-labelledby={`${id}-caption`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
        tabIndex={0}
      >
        <table className="data-table guide-tables-table" id={id}>
          <caption id={`${id}-caption`}>
            <span className="guide-tables-caption-title">{title}</span>{' '}
            <span className="guide-tables-provenance">{provenance}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('guideTables.column.units')}</th>
              {columns.map((units) => (
                <th scope="col" key={units} className="num">
                  {formatCount(locale, units)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{t(`guideTables.row.${row.name}`)}</th>
                {row.cells.map((cell) =>
                  cell.slip ? (
                    <td
                      key={cell.units}
                      className="num guide-tables-slip"
                      aria-describedby={slipNoteId(cell.slip)}
                    >
                      <span className="guide-tables-slip-printed">
                        <span aria-hidden="true">⚠ </span>
                        <span className="visually-hidden">{t('guideTables.slip.printed')} </span>
                        {valueText(row.kind, cell.value)}
                        <sup aria-hidden="true">
                          {formatCount(locale, slips.indexOf(cell.slip) + 1)}
                        </sup>
                      </span>{' '}
                      <span className="guide-tables-slip-formula">
                        {t('guideTables.slip.formula', {
                          value: valueText(row.kind, cell.slip.formula),
                        })}
                      </span>
                    </td>
                  ) : (
                    <td key={cell.units} className="num">
                      {valueText(row.kind, cell.value)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {slips.length > 0 && (
        <ol className="guide-tables-slip-notes" aria-label={t('guideTables.slip.notes')}>
          {slips.map((slip) => (
            <li key={slip.id} id={slipNoteId(slip)}>
              {t('guideTables.slip.note', {
                row: t(`guideTables.row.${slip.row}`),
                units: formatCount(locale, slip.unit),
                printed: valueText(slipKind(slip), slip.printed),
                formula: valueText(slipKind(slip), slip.formula),
                formulaText: guideDataText(t, slipFormulaMessage(t, locale, guide, slip)),
              })}{' '}
              <GuideDataText message={slipNoteMessage(t, locale, guide, slip)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
});
