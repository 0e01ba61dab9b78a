import { Flex, Select } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatExamTime, HALVES, HOURS, MINUTES, parseExamTime, type Half } from './paperForm';

interface Props {
  /** "hh:mm AM", or empty until an hour is chosen. */
  value?: string;
  onChange?: (value: string) => void;
  status?: 'error' | 'warning' | '';
  id?: string;
}

/** Exam time as hour, minute and AM/PM (spec §9); the value is "hh:mm AM". */
export function ExamTimeInput({ value = '', onChange, status, id }: Props) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const current = parseExamTime(value);
  // Minute and AM/PM picked before the hour are kept until the hour completes the time.
  const [draft, setDraft] = useState<{ minute: number; half: Half }>({ minute: 0, half: 'AM' });
  const [hour, minute, half] = [current?.hour ?? null, current?.minute ?? draft.minute, current?.half ?? draft.half];
  const emit = (next: { hour?: number | null; minute?: number; half?: Half }) => {
    setDraft({ minute: next.minute ?? minute, half: next.half ?? half });
    const h = next.hour === undefined ? hour : next.hour;
    if (h === null) {
      onChange?.('');
      return;
    }
    onChange?.(formatExamTime({ hour: h, minute: next.minute ?? minute, half: next.half ?? half }));
  };
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  // An odd minute of a saved paper stays choosable.
  const minutes = MINUTES.includes(minute) ? MINUTES : [...MINUTES, minute].sort((a, b) => a - b);
  return (
    <Flex gap={6} align="center" wrap>
      {/* hh:mm reads left to right in every language here, as the time is shown in the list. */}
      <Flex gap={6} align="center" dir="ltr" style={{ direction: 'ltr' }}>
        <Select<number>
          id={id}
          aria-label={t('papers.hour')}
          placeholder={t('papers.hour')}
          value={hour ?? undefined}
          status={status || undefined}
          onChange={(h) => emit({ hour: h ?? null })}
          options={HOURS.map((h) => ({ value: h, label: two(h) }))}
          style={{ width: 88 }}
        />
        <span aria-hidden>:</span>
        <Select<number>
          aria-label={t('papers.minute')}
          value={minute}
          onChange={(m) => emit({ minute: m })}
          options={minutes.map((m) => ({ value: m, label: two(m) }))}
          style={{ width: 88 }}
        />
      </Flex>
      <Segmented<Half>
        aria-label={t('papers.amPm')}
        value={half}
        onChange={(h) => emit({ half: h })}
        options={HALVES.map((h) => ({ value: h, label: t(`papers.${h.toLowerCase()}`) }))}
      />
    </Flex>
  );
}
