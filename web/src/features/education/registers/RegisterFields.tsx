import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lastYears } from '@rules/results';
import {
  MAX_CLASS_AMOUNT, MAX_EMPTY_ROWS, REGISTER_SOURCES, REGISTER_TYPES, educationYearMonths, knownValues, type KnownClass, type RegisterSource, type RegisterType,
} from '@rules/registers';
import type { ResultSummaryFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { useMonthLabel } from '@/print/exams/registerParts';
import { examLabel } from '../result/examLabels';
import type { RegisterForm } from './registerForm';

/** An emptied number box is NaN in the form (registerError rejects it) and empty on screen. */
const asNumber = (v: number | null) => (v === null ? Number.NaN : v);
const shown = (v: number) => (Number.isNaN(v) ? null : v);

interface Props {
  form: RegisterForm;
  change: (patch: Partial<RegisterForm>) => void;
  classes: readonly KnownClass[];
  resultOptions: ResultSummaryFieldsFragment[];
  resultsLoading?: boolean;
}

/** The register maker's inputs; department, class and group offer only the class panel's values. */
export function RegisterFields({ form, change, classes, resultOptions, resultsLoading }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const monthLabel = useMonthLabel();
  const known = knownValues(classes, form.department, form.className);
  const months = educationYearMonths(form.startYear, form.firstMonth);
  const monthName = (m: number) => intl.formatDate(new Date(Date.UTC(2026, m - 1, 15)), { month: 'long', timeZone: 'UTC' });
  const byResult = form.source === 'accordingResult';
  const noResult = byResult && !!form.className && !resultsLoading && !resultOptions.length;
  const item = (labelId: string, control: ReactNode, extra: { required?: boolean; help?: string; tooltip?: string } = {}) => (
    <Form.Item label={t(labelId)} {...extra}>
      {control}
    </Form.Item>
  );
  const choice = (labelId: string, value: string, options: string[], onChange: (v: string) => void) =>
    item(
      labelId,
      <Select value={value || undefined} onChange={onChange} options={options.map((o) => ({ value: o, label: o }))} placeholder={t(labelId)} aria-label={t(labelId)} showSearch optionFilterProp="label" />,
      { required: true },
    );

  return (
    <Form layout="vertical" component="div" className="register-form">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item('registers.heading', <Input value={form.heading} onChange={(e) => change({ heading: e.target.value })} aria-label={t('registers.heading')} placeholder={t(`registers.type.${form.type}`)} maxLength={120} />)}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'registers.type',
            <Radio.Group
              value={form.type}
              onChange={(e) => change({ type: e.target.value as RegisterType })}
              optionType="button"
              buttonStyle="solid"
              aria-label={t('registers.type')}
              options={REGISTER_TYPES.map((v) => ({ value: v, label: t(`registers.type.${v}`) }))}
            />,
          )}
        </Col>
        <Col xs={24} sm={8}>
          {choice('classPanel.department', form.department, known.departments, (department) => change({ department }))}
        </Col>
        <Col xs={12} sm={8}>
          {choice('classPanel.className', form.className, known.classNames, (className) => change({ className }))}
        </Col>
        <Col xs={12} sm={8}>
          {item(
            'classPanel.groupName',
            <Select
              value={form.className ? form.groupName : undefined}
              onChange={(groupName: string) => change({ groupName })}
              options={known.groupNames.map((g) => ({ value: g, label: g || t('registers.noGroup') }))}
              disabled={!form.className}
              placeholder={t('classPanel.groupName')}
              aria-label={t('classPanel.groupName')}
            />,
            { required: known.groupNames.some(Boolean) },
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'registers.source',
            <Radio.Group
              value={form.source}
              onChange={(e) => change({ source: e.target.value as RegisterSource })}
              aria-label={t('registers.source')}
              options={REGISTER_SOURCES.map((v) => ({ value: v, label: t(`registers.source.${v}`) }))}
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'registers.exam',
            <Select
              value={form.examId ?? undefined}
              onChange={(examId: number) => change({ examId })}
              options={resultOptions.map((r) => ({ value: r.id, label: `${examLabel(intl, r.examName)} ${digits(r.year)}` }))}
              disabled={!byResult}
              loading={resultsLoading}
              status={byResult && !form.examId ? 'warning' : undefined}
              placeholder={t('registers.examPlaceholder')}
              aria-label={t('registers.exam')}
            />,
            { required: byResult, help: noResult ? t('registers.noResults') : undefined },
          )}
        </Col>
        <Col xs={12} sm={6} md={4}>
          {item(
            'registers.emptyRows',
            <InputNumber value={shown(form.emptyRows)} onChange={(v) => change({ emptyRows: asNumber(v) })} min={0} max={MAX_EMPTY_ROWS} precision={0} aria-label={t('registers.emptyRows')} style={{ width: '100%' }} />,
          )}
        </Col>
        <Col xs={12} sm={6} md={4}>
          {item(
            'registers.classAmount',
            <InputNumber value={shown(form.classAmount)} onChange={(v) => change({ classAmount: asNumber(v) })} min={1} max={MAX_CLASS_AMOUNT} precision={0} aria-label={t('registers.classAmount')} style={{ width: '100%' }} />,
            { tooltip: t('registers.classAmountHelp') },
          )}
        </Col>
        <Col xs={8} sm={4}>
          {item(
            'registers.startYear',
            <Select value={form.startYear} onChange={(startYear: number) => change({ startYear })} options={lastYears(isoToday()).map((y) => ({ value: y, label: digits(y) }))} aria-label={t('registers.startYear')} />,
          )}
        </Col>
        <Col xs={8} sm={4}>
          {item(
            'registers.firstMonth',
            <Select value={form.firstMonth} onChange={(firstMonth: number) => change({ firstMonth })} options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }))} aria-label={t('registers.firstMonth')} />,
          )}
        </Col>
        <Col xs={8} sm={4} md={8}>
          {item(
            'registers.printMonths',
            <Select
              value={form.printMonth}
              onChange={(printMonth: number) => change({ printMonth })}
              options={[{ value: 0, label: t('registers.allMonths') }, ...months.map((m, i) => ({ value: i + 1, label: monthLabel(m.year, m.month) }))]}
              aria-label={t('registers.printMonths')}
            />,
          )}
        </Col>
      </Row>
    </Form>
  );
}
