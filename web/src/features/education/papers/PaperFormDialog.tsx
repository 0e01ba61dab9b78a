import { useMutation } from '@apollo/client/react';
import { Col, DatePicker, Form, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EXAM_NAMES } from '@rules/results';
import { FormDialog } from '@/components/crud';
import { SaveExamPaperDocument, type ExamPaperFieldsFragment } from '@/gql/graphql';
import { examLabel } from '../result/examLabels';
import { booksOf, classesOf, departmentOf, departmentsOf, groupsOf, type PanelClass } from './classChoices';
import { ExamTimeInput } from './ExamTimeInput';
import { FormSuggest } from './FormSuggest';
import { durationChoices, emptyPaper, fromPaper, missingPaperFields, normalizePaper, toPaperInput, type PaperValues } from './paperForm';
import { durationText } from './paperText';

interface Props {
  open: boolean;
  /** The paper being edited; null adds a new one. */
  editing: ExamPaperFieldsFragment | null;
  classes: PanelClass[];
  /** Exam names already in the routine, offered besides the three term exams. */
  examNames: string[];
  onClose: () => void;
  onSaved: (paper: ExamPaperFieldsFragment) => void;
}

/** An empty choice shows the Select's placeholder. */
const emptyAsNone = (v: unknown) => ({ value: v || undefined });

const FIELDS: (keyof PaperValues)[] = ['examName', 'department', 'className', 'groupName', 'subject', 'date', 'time', 'durationMinutes'];

/** Add or edit one paper of the exam routine (spec "Exam paper form": exam name, date and time required), on the kit's FormDialog. */
export function PaperFormDialog({ open, editing, classes, examNames, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [savePaper] = useMutation(SaveExamPaperDocument, { refetchQueries: ['ExamPapers'] });
  const labels = useMemo(() => Object.fromEntries(EXAM_NAMES.map((k) => [k, examLabel(intl, k)])), [intl]);
  const initial = useMemo(() => (editing ? fromPaper(editing, (n) => examLabel(intl, n)) : emptyPaper()), [editing, intl]);

  return (
    <FormDialog<PaperValues>
      open={open}
      title={t(editing ? 'papers.editTitle' : 'papers.addTitle')}
      onClose={onClose}
      width={660}
      initialValues={initial}
      fields={FIELDS}
      // The form's rules already ask for these; a malformed time or date never reaches the server.
      missing={(raw) => missingPaperFields(normalizePaper(raw))}
      onSubmit={async (raw) => {
        const { data } = await savePaper({ variables: { input: toPaperInput(normalizePaper(raw), labels, editing?.id) } });
        if (data) onSaved(data.saveExamPaper);
      }}
    >
      {(form) => <PaperFields form={form} classes={classes} examNames={examNames} />}
    </FormDialog>
  );
}

function PaperFields({ form, classes, examNames }: { form: FormInstance<PaperValues>; classes: PanelClass[]; examNames: string[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const department = Form.useWatch('department', form) ?? '';
  const className = Form.useWatch('className', form) ?? '';
  const groupName = Form.useWatch('groupName', form) ?? '';
  const duration = Form.useWatch('durationMinutes', form) ?? null;
  const examSuggestions = useMemo(
    () => [...new Set([...EXAM_NAMES, ...examNames].map((n) => examLabel(intl, n)))],
    [examNames, intl],
  );
  const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));

  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  return (
    <Row gutter={12}>
      <Col xs={24} sm={14}>
        <Form.Item name="examName" label={t('result.examName')} rules={required}>
          <FormSuggest suggestions={examSuggestions} ariaLabel={t('result.examName')} placeholder={t('papers.examNamePlaceholder')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item
          name="date"
          label={t('papers.date')}
          rules={picked}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('papers.date')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={14}>
        <Form.Item name="time" label={t('papers.time')} rules={picked}>
          <ExamTimeInput />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item name="durationMinutes" label={t('papers.duration')}>
          <Select<number>
            allowClear
            aria-label={t('papers.duration')}
            options={durationChoices(duration).map((m) => ({ value: m, label: durationText(intl, m) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="department" getValueProps={emptyAsNone} label={t('classPanel.department')}>
          <Select
            allowClear
            aria-label={t('classPanel.department')}
            options={options(departmentsOf(classes))}
            onChange={(d?: string) => {
              if (d && className && !classesOf(classes, d).includes(className)) form.setFieldsValue({ className: '', groupName: '', subject: '' });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="className" getValueProps={emptyAsNone} label={t('classPanel.className')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('classPanel.className')}
            options={options(classesOf(classes, department))}
            onChange={(c?: string) => form.setFieldsValue({ groupName: '', ...(c && !department ? { department: departmentOf(classes, c) } : {}) })}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="groupName" getValueProps={emptyAsNone} label={t('classPanel.groupName')}>
          <Select
            allowClear
            aria-label={t('classPanel.groupName')}
            disabled={!groupsOf(classes, className, department).length}
            options={options(groupsOf(classes, className, department))}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="subject" label={t('result.subject')} extra={className ? undefined : t('papers.subjectHint')}>
          <FormSuggest suggestions={booksOf(classes, className, groupName)} ariaLabel={t('result.subject')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
