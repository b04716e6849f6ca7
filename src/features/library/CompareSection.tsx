/** Two scenarios chosen from the working one and the saved ones, compared in a table. */
import type { Ref } from 'react';
import type { Scenario } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import type { LibraryItem } from '../../state/library';
import { useSettledScenario } from '../../state/useEvaluation';
import { planOnce } from '../../state/usePlan';
import { CompareTable } from './CompareTable';

/** `working`, or `item:<id>` for a saved scenario. */
export type CompareChoice = string;
export const workingChoice: CompareChoice = 'working';
export const itemChoice = (item: LibraryItem): CompareChoice => `item:${item.id}`;

export interface CompareSelection {
  a: CompareChoice;
  b: CompareChoice;
}

function ChoiceField({
  id,
  label,
  value,
  items,
  onChange,
}: {
  id: string;
  label: string;
  value: CompareChoice;
  items: readonly LibraryItem[];
  onChange: (choice: CompareChoice) => void;
}) {
  const t = useT();
  return (
    <div className="library-compare-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={workingChoice}>{t('library.compare.working')}</option>
        {items.map((item) => (
          <option key={item.id} value={itemChoice(item)}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CompareSection({
  items,
  selection,
  onSelect,
  onClose,
  headingRef,
}: {
  items: readonly LibraryItem[];
  selection: CompareSelection;
  onSelect: (selection: CompareSelection) => void;
  onClose: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  // The working side follows the settled scenario, like the charts: nothing to redo during a slider drag.
  const working = useSettledScenario();
  const resolve = (
    choice: CompareChoice,
  ): { value: CompareChoice; label: string; scenario: Scenario } => {
    const item = items.find((candidate) => itemChoice(candidate) === choice);
    if (item) return { value: choice, label: item.name, scenario: item.scenario };
    return { value: workingChoice, label: t('library.compare.working'), scenario: working };
  };
  const a = resolve(selection.a);
  const b = resolve(selection.b);

  return (
    <section className="library-compare" aria-labelledby="library-compare-heading">
      <h3 id="library-compare-heading" ref={headingRef} tabIndex={-1}>
        {t('library.compare.heading')}
      </h3>
      <div className="library-compare-choices">
        <ChoiceField
          id="library-compare-a"
          label={t('library.compare.a')}
          value={a.value}
          items={items}
          onChange={(choice) => onSelect({ a: choice, b: b.value })}
        />
        <ChoiceField
          id="library-compare-b"
          label={t('library.compare.b')}
          value={b.value}
          items={items}
          onChange={(choice) => onSelect({ a: a.value, b: choice })}
        />
      </div>
      <CompareTable
        a={planOnce(a.scenario)}
        b={planOnce(b.scenario)}
        labelA={a.label}
        labelB={b.label}
      />
      <p className="panel-hint">{t('library.compare.utilizationHint')}</p>
      <button type="button" className="button" onClick={onClose}>
        {t('library.compare.close')}
      </button>
    </section>
  );
}
