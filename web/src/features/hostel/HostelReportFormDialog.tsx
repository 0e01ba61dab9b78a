import { useApolloClient, useMutation } from '@apollo/client/react';
import { Col, Form, Input, Radio, Tag, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import type { Rule } from 'antd/es/form';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { COMMENT_MAX, HEADING_MAX, HOSTEL_SCORES, SCORE_MAX } from '@rules/hostel-reports';
import { LookupReportDialog, ReportHeadFields, ReportPersonPanel, type ReportLookup } from '@/components/reports/LookupReportDialog';
import { HostelReportStudentDocument, SaveHostelReportDocument, type HostelReportFieldsFragment } from '@/gql/graphql';
import { isoToday, useFormat } from '@/lib/format';
import { useReportHeadings } from '@/features/settings/useReportHeadings';
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
  const [saveReport] = useMutation(SaveHostelReportDocument, { refetchQueries: ['HostelReports'] });
  // a new report starts with the conduct rating: the academy's own headings or the defaults (issue 24 item 11)
  const { conduct } = useReportHeadings();
  const headingsKey = conduct.join('\n');
  const initial = useMemo<HostelReportValues>(() => (editing ? fromHostelReport(editing) : emptyHostelReport(isoToday(), headingsKey ? headingsKey.split('\n') : [])), [editing, headingsKey]);
  return (
    <LookupReportDialog<HostelReportValues, HostelReportFieldsFragment, ReportStudent>
      ns="hostelReports"
      open={open}
      editing={editing}
      onClose={onClose}
      lookupOf={lookupOf}
      typedOf={(e) => (e ? String(e.admitNo) : '')}
      canSave={canSave}
      initialValues={initial}
      fields={HOSTEL_REPORT_FIELDS}
      labels={HOSTEL_REPORT_LABELS}
      width={960}
      onSubmit={(raw) => saveReport({ variables: { input: toHostelReportInput(normalizeHostelReport(raw), editing?.id, conduct) } })}
    >
      {(form, lookup) => <ReportFields form={form} initialType={initial.reportType} headings={conduct} {...lookup} />}
    </LookupReportDialog>
  );
}

function ReportFields({ form, initialType, headings, ...lookup }: { form: FormInstance<HostelReportValues>; initialType: string; headings: string[] } & ReportLookup<ReportStudent>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useApolloClient();
  const typeWas = useRef(initialType);
  const found = lookup.lookup.state === 'found' ? lookup.lookup.person : null;

  return (
    <>
      <ReportHeadFields<HostelReportValues, ReportStudent>
        ns="hostelReports"
        form={form}
        idField="admitNo"
        idLabel="hostelReports.admitNo"
        {...lookup}
        foundId={found ? String(found.admitNo) : null}
        fetch={async (typed) => {
          const admit = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
          const { data } = await client.query({ query: HostelReportStudentDocument, variables: { admitNo: admit }, fetchPolicy: 'network-only' });
          if (!data) throw new Error('no answer');
          return data.hostelReportStudent;
        }}
        inputMode="numeric"
        maxLength={9}
        panel={<StudentPanel lookup={lookup.lookup} />}
        types={HOSTEL_REPORT_TYPES}
        onTypeChange={(next) => {
          form.setFieldValue('scores', scoresForType(typeWas.current, next, form.getFieldValue('scores') ?? [], headings));
          typeWas.current = next;
        }}
      >
        <Col xs={24} md={8}>
          <Form.Item name="reportStage" label={t('hostelReports.reportStage')} rules={[{ required: true, message: t('app.required') }]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label={t('hostelReports.reportStage')}
              options={HOSTEL_REPORT_STAGES.map((v) => ({ value: v, label: t(`hostelReports.stage.${v}`) }))}
            />
          </Form.Item>
        </Col>
      </ReportHeadFields>
      <ScoresGrid form={form} headings={headings} />
      <Form.Item name="comment" label={t('hostelReports.comment')}>
        <Input.TextArea rows={2} maxLength={COMMENT_MAX} dir="auto" />
      </Form.Item>
    </>
  );
}

/** The ten score columns as a compact two-column grid: number, heading (fixed for the third term) and score out of 100. */
function ScoresGrid({ form, headings }: { form: FormInstance<HostelReportValues>; headings: readonly string[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number: num } = useFormat();
  const reportType = (Form.useWatch('reportType', form) as string | undefined) ?? '';
  const third = reportType === THIRD_TERM;
  const gapRule = (i: number, part: 'heading' | 'number'): Rule => ({
    validator: () => (scoreGap(reportType, form.getFieldValue(['scores', i]), headings) === part
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
  return (
    <ReportPersonPanel
      lookup={lookup}
      notFound={t('error.sorryNotFound')}
      items={(p) => {
        const stageId = stageLabelId(p.reportStage);
        return [
          { key: 'name', label: t('hostelReports.studentName'), children: <span dir="auto" data-testid="hostel-student-name">{p.name}</span> },
          { key: 'department', label: t('hostelReports.department'), children: <span dir="auto">{p.department || '—'}</span> },
          { key: 'className', label: t('hostelReports.className'), children: <span dir="auto">{p.className || '—'}</span> },
          { key: 'stage', label: t('hostelReports.currentStage'), children: <StageTag stage={p.reportStage} label={stageId ? t(stageId) : p.reportStage} /> },
        ];
      }}
    />
  );
}

/** A stage as a coloured tag: intermediate warning, difficult danger (spec doc 1 §4). */
export function StageTag({ stage, label }: { stage: string; label: string }) {
  const color = stage === 'difficult' ? 'error' : stage === 'intermediate' ? 'warning' : 'default';
  return <Tag color={color}>{label}</Tag>;
}
