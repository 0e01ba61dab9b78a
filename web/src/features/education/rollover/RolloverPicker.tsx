import { Flex, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { ClassChoice } from '@rules/rollover';
import { lastYears } from '@rules/results';
import { isoToday, useFormat } from '@/lib/format';
import { examLabel } from '../result/examLabels';
import { classLabel, GRADUATE, pickClass, resultsFor, type ResultChoice, type RolloverChoice } from './rolloverForm';

/** The four choices of a rollover: class, year closed, its published result and the next class (or, for a final class, leaving the academy). */
export function RolloverPicker({ choice, classes, results, onChange }: {
  choice: RolloverChoice; classes: ClassChoice[]; results: ResultChoice[]; onChange: (next: RolloverChoice) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const cls = classes.find((c) => c.id === choice.classId);
  const choices = resultsFor(results, cls, choice.year);
  const classOptions = classes.map((c) => ({ value: c.id, label: classLabel(c) }));
  return (
    <Flex wrap gap={8} align="center">
      <Select<number>
        aria-label={t('rollover.class')}
        placeholder={t('rollover.pickClass')}
        style={{ minWidth: 190 }}
        value={choice.classId ?? undefined}
        onChange={(classId) => onChange(pickClass(choice, classes, classId))}
        options={classOptions}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Select<number>
        aria-label={t('rollover.year')}
        style={{ minWidth: 110 }}
        value={choice.year}
        // Another year: its results (the screen reads them again) and nobody promoted by hand.
        onChange={(year) => onChange({ ...choice, year, resultId: null, promoteIds: [] })}
        options={lastYears(isoToday()).map((y) => ({ value: y, label: `${t('rollover.year')}: ${digits(y)}` }))}
      />
      <Select<number>
        aria-label={t('rollover.result')}
        placeholder={t('rollover.pickResult')}
        style={{ minWidth: 200 }}
        disabled={!cls || !choices.length}
        value={choice.resultId ?? undefined}
        onChange={(resultId) => onChange({ ...choice, resultId })}
        options={choices.map((r) => ({ value: r.id, label: `${examLabel(intl, r.examName)} ${digits(r.year)}` }))}
      />
      <Select<number>
        aria-label={t('rollover.target')}
        placeholder={t('rollover.pickTarget')}
        style={{ minWidth: 190 }}
        disabled={!cls}
        value={choice.targetClassId ?? undefined}
        onChange={(targetClassId) => onChange({ ...choice, targetClassId })}
        options={[
          ...classOptions.filter((o) => o.value !== choice.classId).map((o) => ({ ...o, label: `${t('rollover.target')}: ${o.label}` })),
          { value: GRADUATE, label: t('rollover.graduate') },
        ]}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Flex>
  );
}
