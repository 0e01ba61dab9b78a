import { Select } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { NUMBER_PER_SUBJECT_SUGGESTIONS, lastYears } from '@rules/results';
import { SuggestInput } from '@/components/SuggestInput';
import { isoToday, useFormat } from '@/lib/format';
import { examLabel } from './examLabels';
import { examNameFromText, parseWholeNumber } from './resultModes';

/** Exam name: the three term exams suggested in the UI language, or any name typed. */
export function ExamNameInput({ value, onChange, suggestions, style, status }: {
  value: string; onChange: (examName: string) => void; suggestions: string[]; style?: CSSProperties; status?: 'warning';
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'result.examName' });
  return (
    <SuggestInput
      value={examLabel(intl, value)}
      onChange={(text) => onChange(examNameFromText(intl, text))}
      suggestions={suggestions}
      ariaLabel={label}
      placeholder={label}
      style={style}
      status={status}
    />
  );
}

/** Number per subject: 20, 50, 100 or 200 suggested (§5), any whole number typed. */
export function NumberPerSubjectInput({ value, onChange, style, status }: {
  value: number | null; onChange: (n: number | null) => void; style?: CSSProperties; status?: 'warning';
}) {
  const intl = useIntl();
  const { digits } = useFormat();
  const label = intl.formatMessage({ id: 'result.numberPerSubject' });
  const suggestions = useMemo(() => NUMBER_PER_SUBJECT_SUGGESTIONS.map((n) => digits(n)), [digits]);
  return (
    <SuggestInput
      value={value === null ? '' : digits(value)}
      onChange={(text) => onChange(parseWholeNumber(text))}
      suggestions={suggestions}
      ariaLabel={label}
      placeholder={label}
      style={style}
      status={status}
    />
  );
}

/** Year: the last 10 years (§9), this year first; an older saved year stays selectable. */
export function YearSelect({ value, onChange, style, status }: {
  value: number | null; onChange: (year: number) => void; style?: CSSProperties; status?: 'warning';
}) {
  const intl = useIntl();
  const { digits } = useFormat();
  const label = intl.formatMessage({ id: 'result.year' });
  const options = useMemo(() => {
    const years = lastYears(isoToday());
    if (value !== null && !years.includes(value)) years.push(value);
    return years.map((y) => ({ value: y, label: digits(y) }));
  }, [value, digits]);
  return (
    <Select<number>
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      aria-label={label}
      placeholder={label}
      style={style}
      status={status}
    />
  );
}
