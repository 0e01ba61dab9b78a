import { useMutation } from '@apollo/client/react';
import { App, Button, Col, DatePicker, Flex, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SaveHomeworkDocument, type HomeworkFieldsFragment } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { useFormErrorNotice } from '@/lib/notify';
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
  onSaved: (homework: HomeworkFieldsFragment) => void;
}

/** Add or edit homework (spec §5: department, class and date required; group optional). */
export function HomeworkFormDialog({ open, editing, onClose, ...rest }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: editing ? 'homework.editTitle' : 'homework.addTitle' })}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <HomeworkForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} {...rest} />
    </Modal>
  );
}

/** An empty choice shows the Select's placeholder. */
const emptyAsNone = (v: unknown) => ({ value: v || undefined });

const FIELDS: (keyof HomeworkValues)[] = ['department', 'className', 'groupName', 'date', 'content'];

function HomeworkForm({ editing, classes, preset, onClose, onSaved }: Omit<Props, 'open'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const [form] = Form.useForm<HomeworkValues>();
  const showError = useFormErrorNotice(form, FIELDS);
  const [saving, setSaving] = useState(false);
  const [saveHomework] = useMutation(SaveHomeworkDocument, { refetchQueries: ['Homeworks'] });
  const department = Form.useWatch('department', form) ?? '';
  const className = Form.useWatch('className', form) ?? '';

  const initial = useMemo<HomeworkValues>(() => {
    if (editing) return fromHomework(editing);
    const start = emptyHomework(isoToday());
    return preset.className ? { ...start, ...preset, department: departmentOf(classes, preset.className) } : start;
  }, [editing, preset, classes]);
  const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  const groups = groupsOf(classes, className, department);

  const submit = async (raw: HomeworkValues) => {
    const values = normalizeHomework(raw);
    const missing = missingHomeworkFields(values);
    if (missing.length) {
      form.setFields(missing.map((name) => ({ name, errors: [t('app.required')] })));
      return;
    }
    setSaving(true);
    try {
      const { data } = await saveHomework({ variables: { input: toHomeworkInput(values, editing?.id) } });
      message.success(t('error.successMessage'));
      if (data) onSaved(data.saveHomework);
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  };

  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  return (
    <Form<HomeworkValues> form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark="optional">
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
      <Flex gap={8} justify="end">
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('app.save')}
        </Button>
      </Flex>
    </Form>
  );
}
