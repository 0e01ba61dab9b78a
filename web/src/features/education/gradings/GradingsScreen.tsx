import { useMutation, useQuery } from '@apollo/client/react';
import { PlusOutlined, RollbackOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Radio, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { RESULT_SYSTEMS, type ResultSystem } from '@rules/results';
import { useSession } from '@/app/session';
import { GradingSettingsDocument, SaveGradingSettingsDocument } from '@/gql/graphql';
import { errorMessageId, errorText, formatError, problemMessage } from '@/lib/errors';
import { GradeTable } from './GradeTable';
import {
  addRow, changeRow, formError, formOf, removeRow, resetToDefaults, switchSystem, toGradingInput, toRulesGrading, type GradingForm,
} from './gradingForm';

/**
 * /gradings: whether results show GPA and grade, the result system and the grade table (spec doc 1
 * §3 "Grade settings", §4 "Grading", §9 default grade table). Editable with result.write only.
 */
export default function GradingsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useSession();
  const canWrite = can('result.write');
  const { data, loading, error } = useQuery(GradingSettingsDocument);
  const [saveGrading, saving] = useMutation(SaveGradingSettingsDocument);
  const saved = useMemo(() => toRulesGrading(data?.gradingSettings), [data]);
  // The form follows what is saved until something is changed here.
  const [draft, setDraft] = useState<GradingForm | null>(null);
  const savedForm = useMemo(() => formOf(saved), [saved]);
  const form = draft ?? savedForm;

  const save = async () => {
    const problem = formError(form);
    if (problem) return void message.warning(formatError(intl, problemMessage(problem)));
    try {
      await saveGrading({
        variables: { input: toGradingInput(form) },
        update(cache, { data: done }) {
          if (done) cache.writeQuery({ query: GradingSettingsDocument, data: { gradingSettings: done.saveGradingSettings } });
        },
      });
      setDraft(null);
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };

  if (loading && !data) return <Spin style={{ margin: 48 }} />;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 860 }}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
        {t('grading.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      {!canWrite && <Alert type="info" showIcon title={t('grading.readOnly')} />}
      <Card size="small">
        <Form layout="vertical" component="div">
          <Form.Item label={t('grading.isGrade')} style={{ marginBottom: 12 }}>
            <Switch
              checked={form.isGrade}
              disabled={!canWrite}
              aria-label={t('grading.isGrade')}
              onChange={(isGrade) => setDraft({ ...form, isGrade })}
            />
          </Form.Item>
          <Form.Item label={t('grading.failOnSubjectFail')} extra={t('grading.failOnSubjectFailHint')} style={{ marginBottom: 12 }}>
            <Switch
              checked={form.failOnSubjectFail}
              disabled={!canWrite}
              aria-label={t('grading.failOnSubjectFail')}
              onChange={(failOnSubjectFail) => setDraft({ ...form, failOnSubjectFail })}
            />
          </Form.Item>
          <Form.Item label={t('grading.system')} style={{ marginBottom: 0 }}>
            <Radio.Group
              value={form.system}
              disabled={!canWrite}
              onChange={(e) => setDraft(switchSystem(form, saved, e.target.value as ResultSystem))}
              options={RESULT_SYSTEMS.map((s) => ({ value: s, label: t(`result.system.${s}`) }))}
            />
          </Form.Item>
        </Form>
      </Card>
      <GradeTable
        rows={form.rows}
        editable={canWrite}
        onChange={(key, patch) => setDraft(changeRow(form, key, patch))}
        onRemove={(key) => setDraft(removeRow(form, key))}
      />
      <Typography.Text type="secondary">{t('grading.fallbackHint')}</Typography.Text>
      {canWrite && (
        <Flex wrap gap={8}>
          <Button icon={<PlusOutlined />} onClick={() => setDraft(addRow(form))}>
            {t('grading.addRow')}
          </Button>
          <Button icon={<UndoOutlined />} onClick={() => setDraft(resetToDefaults(form))}>
            {t('grading.reset')}
          </Button>
          {draft && (
            <Button icon={<RollbackOutlined />} onClick={() => setDraft(null)}>
              {t('grading.discard')}
            </Button>
          )}
          <Button type="primary" icon={<SaveOutlined />} loading={saving.loading} onClick={save}>
            {t('table.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
