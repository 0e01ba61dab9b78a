import { useMutation, useQuery } from '@apollo/client/react';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Input, Skeleton, Switch, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SettingsDocument, UpdateSettingsDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { DraftsCard } from './DraftsCard';
import { ExportCard } from './ExportCard';
import { ReportHeadingsCard } from './ReportHeadingsCard';
import { ShiftsCard } from './ShiftsCard';
import { SmsCounter } from './SmsCounter';
import { FLAGS, PLACEHOLDERS, SMS_TEXT_MAX, fromServer, isDirty, toSettingsInput, type Flag, type SettingsForm } from './settingsForm';

/**
 * /settings: two tabs, each with its own save (issue 25 item 22): General (the public-site and SMS
 * switches, the automatic SMS texts, the draft messages, report headings) and Attendance shifts
 * (/settings?tab=shifts: the weekly holiday and the shift times, ShiftsCard).
 */
export default function SettingsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'shifts' ? 'shifts' : 'general';
  const { data, loading, error } = useQuery(SettingsDocument);
  const [updateSettings, { loading: saving }] = useMutation(UpdateSettingsDocument);
  // Only what the user changed; null shows the saved settings.
  const [edited, setEdited] = useState<SettingsForm | null>(null);
  const saved = data?.settings;
  const form = edited ?? (saved ? fromServer(saved) : null);
  const dirty = !!form && isDirty(form, saved);

  const change = (patch: Partial<SettingsForm>) => form && setEdited({ ...form, ...patch });

  const save = async () => {
    if (!form) return;
    try {
      await updateSettings({
        variables: { input: toSettingsInput(form) },
        update(cache, { data: result }) {
          if (result) cache.writeQuery({ query: SettingsDocument, data: { settings: result.updateSettings } });
        },
      });
      setEdited(null);
      message.success(t('error.successMessage'));
    } catch (e) {
      const { id, values } = errorMessageId(e);
      message.error(t(id, values));
    }
  };

  const textField = (field: keyof typeof PLACEHOLDERS) => {
    const counterId = `${field}-count`;
    return (
      <Flex vertical gap={4} key={field}>
        <Typography.Text strong>
          <label htmlFor={field}>{t(`settings.${field}`)}</label>
        </Typography.Text>
        <Typography.Text type="secondary">{t(`settings.${field}Help`)}</Typography.Text>
        <Input.TextArea
          id={field}
          dir="auto"
          value={form?.[field] ?? ''}
          onChange={(e) => change({ [field]: e.target.value })}
          maxLength={SMS_TEXT_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          aria-describedby={counterId}
        />
        <Flex justify="space-between" wrap gap={8}>
          <SmsCounter text={form?.[field] ?? ''} id={counterId} />
          <Typography.Text type="secondary">
            {t('settings.placeholders', { list: PLACEHOLDERS[field].join(' ') })}
          </Typography.Text>
        </Flex>
      </Flex>
    );
  };

  const general = (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" align="center" wrap gap={8}>
        <Button icon={<UndoOutlined />} disabled={!dirty || saving} onClick={() => setEdited(null)}>
          {t('settings.reset')}
        </Button>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!form} onClick={save}>
          {t('app.save')}
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      {dirty && <Alert type="info" showIcon title={t('settings.unsaved')} />}
      {loading && !form ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : form ? (
        <>
          <Card title={t('settings.flagsTitle')} size="small">
            <Flex vertical gap={14}>
              {FLAGS.map((flag: Flag) => (
                <Flex key={flag} gap={12} align="flex-start">
                  <Switch
                    id={`flag-${flag}`}
                    checked={form[flag]}
                    onChange={(on) => change({ [flag]: on })}
                    aria-label={t(`settings.${flag}`)}
                    aria-describedby={`flag-${flag}-help`}
                    style={{ marginTop: 2, flex: 'none' }}
                  />
                  <Flex vertical>
                    <label htmlFor={`flag-${flag}`}>
                      <Typography.Text strong>{t(`settings.${flag}`)}</Typography.Text>
                    </label>
                    <Typography.Text type="secondary" id={`flag-${flag}-help`}>
                      {t(`settings.${flag}Help`)}
                    </Typography.Text>
                  </Flex>
                </Flex>
              ))}
            </Flex>
          </Card>
          <Card title={t('settings.textsTitle')} size="small">
            <Flex vertical gap={20}>
              {textField('admissionSmsText')}
              {textField('receiptSmsText')}
              {textField('absenceSmsText')}
              {textField('feeDueSmsText')}
              {textField('resultSmsText')}
            </Flex>
          </Card>
          <DraftsCard drafts={form.draftMessages} onChange={(draftMessages) => change({ draftMessages })} />
          <ReportHeadingsCard value={form} onChange={change} />
          <ExportCard />
        </>
      ) : null}
    </Flex>
  );

  return (
    <Flex vertical gap={8} style={{ maxWidth: 900 }}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'shifts' ? { tab: 'shifts' } : {}, { replace: true })}
        items={[
          { key: 'general', label: t('settings.tab.general'), children: general },
          { key: 'shifts', label: t('settings.tab.shifts'), children: <ShiftsCard /> },
        ]}
      />
    </Flex>
  );
}
