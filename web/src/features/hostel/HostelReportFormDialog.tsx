import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Col, DatePicker, Descriptions, Form, Input, InputNumber, Radio, Row, Select, Tag, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { COMMENT_MAX, HEADING_MAX, HOSTEL_SCORES, SCORE_MAX } from '@rules/hostel-reports';
import { FormDialog, LookupInput } from '@/components/crud';
import { HostelReportStudentDocument, SaveHostelReportDocument, type HostelReportFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import {
  canSave, emptyHostelReport, fromHostelReport, hasScore, headingLabelId, HOSTEL_REPORT_FIELDS, HOSTEL_REPORT_LABELS, HOSTEL_REPORT_STAGES, HOSTEL_REPORT_TYPES,
  lookupOf, normalizeHostelReport, scoreGap, scoresForType, stageLabelId, THIRD_TERM, toHostelReportInput, type HostelReportValues, type Lookup, type ReportStudent,
} from './hostelReportForm';
import './hostelReports.css';

interface Props {
  open: boolean;
  /** The report being edited; null adds a new one. */
  editing: HostelReportFieldsFragment | null;
  onClose: () => void;
}

/**
 * Add or edit a hostel report (spec doc 2 §3, §5): the admit number is looked up and shows the
 * student's name, department and class, or sorryNotFound as info; saving stays disabled until the
 * student is found. Report type, date, stage, ten score columns (the third-term heading set for a
 * third-term report) and a comment.
 */
export function HostelReportFormDialog({ open, editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveReport] = useMutation(SaveHostelReportDocument, { refetchQueries: ['HostelReports'] });
  const [lookup, setLookup] = useState<Lookup>(() => lookupOf(editing));
  const [admitNo, setAdmitNo] = useState(editing ? String(editing.admitNo) : '');

  // The dialog is rebuilt on each opening: start from the row edited, or empty.
  const [openedFor, setOpenedFor] = useState<{ open: boolean; editing: HostelReportFieldsFragment | null }>({ open, editing });
  if (openedFor.open !== open || openedFor.editing !== editing) {
    setOpenedFor({ open, editing });
    setLookup(lookupOf(editing));
    setAdmitNo(editing ? String(editing.admitNo) : '');
  }

  const initial = useMemo<HostelReportValues>(() => (editing ? fromHostelReport(editing) : emptyHostelReport(isoToday())), [editing]);

  return (
    <FormDialog<HostelReportValues>
      open={open}
      title={t(editing ? 'hostelReports.editTitle' : 'hostelReports.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={HOSTEL_REPORT_FIELDS}
      labels={HOSTEL_REPORT_LABELS}
      width={960}
      saveDisabled={!canSave(lookup, admitNo)}
      onSubmit={(raw) => saveReport({ variables: { input: toHostelReportInput(normalizeHostelReport(raw), editing?.id) } })}
    >
      {(form) => <ReportFields form={form} initialType={initial.reportType} lookup={lookup} setLookup={setLookup} onAdmitNo={setAdmitNo} />}
    </FormDialog>
  );
}

interface FieldsProps {
  form: FormInstance<HostelReportValues>;
  initialType: string;
  lookup: Lookup;
  setLookup: (l: Lookup) => void;
  onAdmitNo: (admitNo: string) => void;
}

function ReportFields({ form, initialType, lookup, setLookup, onAdmitNo }: FieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApolloClient();
  const typeWas = useRef(initialType);
  const required: Rule[] = [{ required: true, message: t('app.required') }];

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="admitNo" label={t('hostelReports.admitNo')} rules={[{ required: true, whitespace: true, message: t('app.required') }]} extra={t('hostelReports.lookupHint')}>
            <LookupInput<ReportStudent>
              form={form}
              field="admitNo"
              lookup={lookup}
              setLookup={setLookup}
              foundId={lookup.state === 'found' ? String(lookup.person.admitNo) : null}
              fetch={async (typed) => {
                const admit = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
                const { data } = await client.query({ query: HostelReportStudentDocument, variables: { admitNo: admit }, fetchPolicy: 'network-only' });
                if (!data) throw new Error('no answer');
                return data.hostelReportStudent;
              }}
              onTyped={onAdmitNo}
              findLabel={t('hostelReports.find')}
              ariaLabel={t('hostelReports.admitNo')}
              inputMode="numeric"
              maxLength={9}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <StudentPanel lookup={lookup} />
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="reportType" label={t('hostelReports.reportType')} rules={required} getValueProps={(v: string) => ({ value: v || undefined })}>
            <Select
              aria-label={t('hostelReports.reportType')}
              options={HOSTEL_REPORT_TYPES.map((v) => ({ value: v, label: t(`hostelReports.type.${v}`) }))}
              onChange={(next: string) => {
                form.setFieldValue('scores', scoresForType(typeWas.current, next, form.getFieldValue('scores') ?? []));
                typeWas.current = next;
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="date"
            label={t('hostelReports.date')}
            rules={required}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('hostelReports.date')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="reportStage" label={t('hostelReports.reportStage')} rules={required}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label={t('hostelReports.reportStage')}
              options={HOSTEL_REPORT_STAGES.map((v) => ({ value: v, label: t(`hostelReports.stage.${v}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <ScoresGrid form={form} />
      <Form.Item name="comment" label={t('hostelReports.comment')}>
        <Input.TextArea rows={2} maxLength={COMMENT_MAX} dir="auto" />
      </Form.Item>
    </>
  );
}

/** The ten score columns as a compact two-column grid: number, heading (fixed for the third term) and score out of 100. */
function ScoresGrid({ form }: { form: FormInstance<HostelReportValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number: num } = useFormat();
  const reportType = (Form.useWatch('reportType', form) as string | undefined) ?? '';
  const third = reportType === THIRD_TERM;
  const gapRule = (i: number, part: 'heading' | 'number'): Rule => ({
    validator: () => (scoreGap(reportType, form.getFieldValue(['scores', i])) === part
      ? Promise.reject(new Error(t(part === 'heading' ? 'hostelReports.headingNeeded' : 'hostelReports.scoreNeeded')))
      : Promise.resolve()),
  });
  return (
    <Form.List
      name="scores"
      rules={[{ validator: (_, scores: HostelReportValues['scores']) => (hasScore(reportType, scores) ? Promise.resolve() : Promise.reject(new Error(t('hostelReports.oneScore')))) }]}
    >
      {(fields, _ops, { errors }) => (
        <fieldset className="hrf-scores">
          <legend>{t('hostelReports.scores')}</legend>
          <div className="hrf-grid" role="group" aria-label={t('hostelReports.scores')}>
            {fields.slice(0, HOSTEL_SCORES).map((field, i) => {
              const heading = form.getFieldValue(['scores', i, 'heading']) as string | undefined;
              const labelId = headingLabelId(reportType, heading ?? '');
              return (
                <div className="hrf-row" key={field.key} data-testid="hostel-score-row">
                  <span className="hrf-num">{num(i + 1)}</span>
                  {third ? (
                    <>
                      <Form.Item name={[field.name, 'heading']} hidden><Input /></Form.Item>
                      <span className="hrf-fixed" dir="auto">{labelId ? t(labelId) : heading}</span>
                    </>
                  ) : (
                    <Form.Item name={[field.name, 'heading']} rules={[gapRule(i, 'heading')]} dependencies={[['scores', i, 'number']]}>
                      <Input size="small" maxLength={HEADING_MAX} dir="auto" placeholder={t('hostelReports.heading')} aria-label={`${t('hostelReports.heading')} ${num(i + 1)}`} />
                    </Form.Item>
                  )}
                  <Form.Item name={[field.name, 'number']} rules={[gapRule(i, 'number')]} dependencies={[['scores', i, 'heading']]}>
                    <InputNumber size="small" min={0} max={SCORE_MAX} step={1} placeholder={num(SCORE_MAX)} aria-label={`${t('hostelReports.score')} ${num(i + 1)}`} style={{ width: '100%' }} />
                  </Form.Item>
                </div>
              );
            })}
          </div>
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
}

/** The student the admit number names: name, department, class and current stage; an info message; or nothing yet. */
function StudentPanel({ lookup }: { lookup: Lookup }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (lookup.state === 'notFound') {
    return <Alert type="info" showIcon title={t('error.sorryNotFound')} style={{ marginBlockStart: 30 }} role="status" />;
  }
  if (lookup.state !== 'found') return null;
  const p = lookup.person;
  const stageId = stageLabelId(p.reportStage);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      style={{ marginBlockStart: 30 }}
      items={[
        { key: 'name', label: t('hostelReports.studentName'), children: <span dir="auto" data-testid="hostel-student-name">{p.name}</span> },
        { key: 'department', label: t('hostelReports.department'), children: <span dir="auto">{p.department || '—'}</span> },
        { key: 'className', label: t('hostelReports.className'), children: <span dir="auto">{p.className || '—'}</span> },
        { key: 'stage', label: t('hostelReports.currentStage'), children: <StageTag stage={p.reportStage} label={stageId ? t(stageId) : p.reportStage} /> },
      ]}
    />
  );
}

/** A stage as a coloured tag: intermediate warning, difficult danger (spec doc 1 §4). */
export function StageTag({ stage, label }: { stage: string; label: string }) {
  const color = stage === 'difficult' ? 'error' : stage === 'intermediate' ? 'warning' : 'default';
  return <Tag color={color}>{label}</Tag>;
}
