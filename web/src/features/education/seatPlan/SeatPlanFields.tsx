import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EXAM_NAMES } from '@rules/results';
import { MAX_STUDENTS_PER_TABLE, MAX_TABLES_PER_ROW, SEAT_MODES, type SeatMode } from '@rules/seat-plan';
import { SuggestInput } from '@/components/SuggestInput';
import { isoToday, useFormat } from '@/lib/format';
import { examLabel } from '../result/examLabels';
import type { ClassOption, SeatForm } from './seatPlanForm';

/** The planner's inputs: hall, exam heading, tables per row, students per table, classes and seat mode. */
export function SeatPlanFields({ form, change, options }: { form: SeatForm; change: (patch: Partial<SeatForm>) => void; options: ClassOption[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const year = isoToday().slice(0, 4);
  const headings = useMemo(() => EXAM_NAMES.map((e) => `${examLabel(intl, e)} ${digits(year)}`), [intl, digits, year]);
  const missing = (value: string) => (value.trim() ? undefined : 'warning');

  return (
    <Form layout="vertical" component="div" className="seat-form">
      <Row gutter={16}>
        <Col xs={24} md={7}>
          <Form.Item label={t('seatPlan.hallName')} required>
            <Input
              value={form.hallName}
              onChange={(e) => change({ hallName: e.target.value })}
              aria-label={t('seatPlan.hallName')}
              placeholder={t('seatPlan.hallNamePlaceholder')}
              status={missing(form.hallName)}
              maxLength={100}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item label={t('seatPlan.heading')} required>
            <SuggestInput
              value={form.heading}
              onChange={(heading) => change({ heading })}
              suggestions={headings}
              ariaLabel={t('seatPlan.heading')}
              placeholder={t('seatPlan.headingPlaceholder')}
              status={missing(form.heading)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label={t('seatPlan.tablesPerRow')} required>
            <InputNumber
              value={form.tablesPerRow}
              onChange={(v) => change({ tablesPerRow: v })}
              min={1}
              max={MAX_TABLES_PER_ROW}
              precision={0}
              aria-label={t('seatPlan.tablesPerRow')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label={t('seatPlan.studentsPerTable')} required>
            <InputNumber
              value={form.studentsPerTable}
              onChange={(v) => change({ studentsPerTable: v })}
              min={1}
              max={MAX_STUDENTS_PER_TABLE}
              precision={0}
              aria-label={t('seatPlan.studentsPerTable')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item label={t('seatPlan.classes')} required>
            <Select
              mode="multiple"
              value={form.classKeys}
              onChange={(classKeys: string[]) => change({ classKeys })}
              options={options.map((o) => ({ value: o.key, label: o.label }))}
              placeholder={t('seatPlan.classesPlaceholder')}
              aria-label={t('seatPlan.classes')}
              optionFilterProp="label"
              allowClear
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label={t('seatPlan.mode')}>
            <Radio.Group
              value={form.mode}
              onChange={(e) => change({ mode: e.target.value as SeatMode })}
              optionType="button"
              buttonStyle="solid"
              aria-label={t('seatPlan.mode')}
              options={SEAT_MODES.map((m) => ({ value: m, label: t(`seatPlan.mode.${m}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
