import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { Segmented } from '@/components/Segmented';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ResultSummaryFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { examLabel } from '@/features/education/result/examLabels';
import {
  classesOf, examsOf, groupsOf, isComplete, settle, yearsOf, type ResultPick,
} from './publicResultPicks';

interface Props {
  options: readonly ResultSummaryFieldsFragment[];
  value: ResultPick;
  onChange: (pick: ResultPick) => void;
  onSubmit: () => void;
  loading?: boolean;
}

/** The pickers of the public result screen: year, exam, class (+ group), then an admit number or the whole class. */
export function PublicResultPicker({ options, value, onChange, onSubmit, loading }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const set = (patch: Partial<ResultPick>) => onChange(settle(options, { ...value, ...patch }));

  const years = yearsOf(options);
  const exams = examsOf(options, value.year);
  const classes = classesOf(options, value.year, value.examName);
  const groups = groupsOf(options, value.year, value.examName, value.className);
  const hasGroups = groups.some((g) => g !== '');
  const ready = isComplete(value);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (ready) onSubmit();
  };

  return (
    <Card>
      <Form layout="vertical" component="div" requiredMark={false}>
        <Row gutter={[12, 0]}>
          <Col xs={9} md={hasGroups ? 5 : 6}>
            <Form.Item label={t('result.year')} htmlFor="pr-year">
              <Select
                id="pr-year"
                value={value.year ?? undefined}
                onChange={(year: number) => set({ year })}
                options={years.map((y) => ({ value: y, label: digits(y) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={15} md={hasGroups ? 7 : 8}>
            <Form.Item label={t('result.examName')} htmlFor="pr-exam">
              <Select
                id="pr-exam"
                value={value.examName || undefined}
                onChange={(examName: string) => set({ examName })}
                options={exams.map((e) => ({ value: e, label: examLabel(intl, e) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={hasGroups ? 12 : 24} md={hasGroups ? 6 : 10}>
            <Form.Item label={t('result.className')} htmlFor="pr-class">
              <Select
                id="pr-class"
                value={value.className || undefined}
                placeholder={t('publicResult.chooseClass')}
                onChange={(className: string) => set({ className })}
                options={classes.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
          </Col>
          {hasGroups && (
            <Col xs={12} md={6}>
              <Form.Item label={t('result.groupName')} htmlFor="pr-group">
                <Select
                  id="pr-group"
                  value={value.groupName}
                  onChange={(groupName: string) => set({ groupName })}
                  options={groups.map((g) => ({ value: g, label: g || t('publicResult.noGroup') }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <form onSubmit={submit}>
          <Row gutter={[12, 12]} align="bottom">
            <Col xs={24} md={10}>
              <Segmented
                aria-label={t('publicResult.showBy')}
                block
                value={value.mode}
                onChange={(mode) => onChange({ ...value, mode: mode as ResultPick['mode'] })}
                options={[
                  { value: 'student', label: t('publicResult.oneStudent') },
                  { value: 'class', label: t('publicResult.wholeClass') },
                ]}
              />
            </Col>
            {value.mode === 'student' && (
              <Col xs={24} md={7}>
                <Input
                  aria-label={t('result.admitNo')}
                  placeholder={t('result.admitNo')}
                  inputMode="numeric"
                  autoComplete="off"
                  allowClear
                  value={value.admitNo}
                  onChange={(e) => onChange({ ...value, admitNo: e.target.value })}
                />
              </Col>
            )}
            <Col xs={24} md={value.mode === 'student' ? 7 : 14}>
              <Button type="primary" htmlType="submit" block icon={<SearchOutlined />} disabled={!ready} loading={loading}>
                {t('publicResult.show')}
              </Button>
            </Col>
          </Row>
        </form>
      </Form>
    </Card>
  );
}
