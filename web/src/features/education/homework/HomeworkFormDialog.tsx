import { useMutation } from '@apollo/client/react';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { SaveHomeworkDocument, type HomeworkFieldsFragment } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { classesOf, departmentOf, departmentsOf, groupsOf, type PanelClass } from '../papers/classChoices';
import { emptyHomework, fromHomework, HOMEWORK_MAX_LENGTH, missingHomeworkFields, normalizeHomework, toHomeworkInput, type HomeworkValues } from './homeworkForm';

interface Props {
  open: boolean;
  /** The homework being edited; null adds a new one. */
  editing: HomeworkFieldsFragment | null;
  classes: PanelClass[];
  /** A new homework starts with the list's class and group. */
  preset: { className: string; groupName: string };
  onClose: () => void;
}

/** An empty choice shows the Select's placeholder. */
const emptyAsNone = (v: unknown) => ({ value: v || undefined });

const FIELDS: (keyof HomeworkValues)[] = ['department', 'className', 'groupName', 'date', 'content'];

/** Add or edit homework (spec §5: department, class and date required; group optional), on the kit's FormDialog. */
export function HomeworkFormDialog({ open, editing, classes, preset, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveHomework] = useMutation(SaveHomeworkDocument, { refetchQueries: ['Homeworks'] });

  const initial = useMemo<HomeworkValues>(() => {
    if (editing) return fromHomework(editing);
    const start = emptyHomework(isoToday());
    return preset.className ? { ...start, ...preset, department: departmentOf(classes, preset.className) } : start;
  }, [editing, preset, classes]);

  return (
    <FormDialog<HomeworkValues>
      open={open}
      title={t(editing ? 'homework.editTitle' : 'homework.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={FIELDS}
      missing={(raw) => missingHomeworkFields(normalizeHomework(raw))}
      onSubmit={(raw) => saveHomework({ variables: { input: toHomeworkInput(normalizeHomework(raw), editing?.id) } })}
    >
      {(form) => <HomeworkFields form={form} classes={classes} />}
    </FormDialog>
  );
}

function HomeworkFields({ form, classes }: { form: import('antd').FormInstance<HomeworkValues>; classes: PanelClass[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const department = Form.useWatch('department', form) ?? '';
  const className = Form.useWatch('className', form) ?? '';
  const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  const groups = groupsOf(classes, className, department);
  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="department" getValueProps={emptyAsNone} label={t('classPanel.department')} rules={required}>
          <Select
            aria-label={t('classPanel.department')}
            options={options(departmentsOf(classes))}
            onChange={(d: string) => {
              if (className && !classesOf(classes, d).includes(className)) form.setFieldsValue({ className: '', groupName: '' });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="date"
          label={t('homework.date')}
          rules={picked}
          getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('homework.date')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="className" getValueProps={emptyAsNone} label={t('classPanel.className')} rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('classPanel.className')}
            options={options(classesOf(classes, department))}
            onChange={(c: string) => form.setFieldsValue({ groupName: '', ...(!department ? { department: departmentOf(classes, c) } : {}) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="groupName" getValueProps={emptyAsNone} label={t('classPanel.groupName')}>
          <Select allowClear aria-label={t('classPanel.groupName')} disabled={!groups.length} placeholder={t('homework.wholeClass')} options={options(groups)} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="content" label={t('homework.content')} rules={required}>
          <Input.TextArea
            aria-label={t('homework.content')}
            autoSize={{ minRows: 5, maxRows: 14 }}
            maxLength={HOMEWORK_MAX_LENGTH}
            showCount
            placeholder={t('homework.contentPlaceholder')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
