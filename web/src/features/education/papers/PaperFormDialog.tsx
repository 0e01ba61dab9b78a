import { useMutation } from '@apollo/client/react';
import { App, Button, Col, DatePicker, Flex, Form, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { EXAM_NAMES } from '@rules/results';
import { SaveExamPaperDocument, type ExamPaperFieldsFragment } from '@/gql/graphql';
import { useFormErrorNotice } from '@/lib/notify';
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

/** Add or edit one paper of the exam routine (spec "Exam paper form": exam name, date and time required). */
export function PaperFormDialog({ open, editing, onClose, ...rest }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: editing ? 'papers.editTitle' : 'papers.addTitle' })}
      onCancel={onClose}
      footer={null}
      width={660}
      destroyOnHidden
    >
      <PaperForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} {...rest} />
    </Modal>
  );
}

/** An empty choice shows the Select's placeholder. */
const emptyAsNone = (v: unknown) => ({ value: v || undefined });

const FIELDS: (keyof PaperValues)[] = ['examName', 'department', 'className', 'groupName', 'subject', 'date', 'time', 'durationMinutes'];

function PaperForm({ editing, classes, examNames, onClose, onSaved }: Omit<Props, 'open'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const [form] = Form.useForm<PaperValues>();
  const showError = useFormErrorNotice(form, FIELDS);
  const [saving, setSaving] = useState(false);
  const [savePaper] = useMutation(SaveExamPaperDocument, { refetchQueries: ['ExamPapers'] });
  const department = Form.useWatch('department', form) ?? '';
  const className = Form.useWatch('className', form) ?? '';
  const groupName = Form.useWatch('groupName', form) ?? '';
  const duration = Form.useWatch('durationMinutes', form) ?? null;

  const labels = useMemo(() => Object.fromEntries(EXAM_NAMES.map((k) => [k, examLabel(intl, k)])), [intl]);
  const examSuggestions = useMemo(
    () => [...new Set([...EXAM_NAMES, ...examNames].map((n) => examLabel(intl, n)))],
    [examNames, intl],
  );
  const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  const initial = useMemo(() => (editing ? fromPaper(editing, (n) => examLabel(intl, n)) : emptyPaper()), [editing, intl]);

  const submit = async (raw: PaperValues) => {
    const values = normalizePaper(raw);
    // The form's rules already ask for these; a malformed time or date never reaches the server.
    const missing = missingPaperFields(values);
    if (missing.length) {
      form.setFields(missing.map((name) => ({ name, errors: [t('app.required')] })));
      return;
    }
    setSaving(true);
    try {
      const { data } = await savePaper({ variables: { input: toPaperInput(values, labels, editing?.id) } });
      message.success(t('error.successMessage'));
      if (data) onSaved(data.saveExamPaper);
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  };

  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  return (
    <Form<PaperValues> form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark="optional">
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
      <Flex gap={8} justify="end">
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('app.save')}
        </Button>
      </Flex>
    </Form>
  );
}
