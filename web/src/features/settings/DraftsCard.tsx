import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SmsCounter } from './SmsCounter';
import { DRAFTS_MAX, SMS_TEXT_MAX, addDraft } from './settingsForm';

/** The saved draft messages the SMS sender picks from: add and remove (saved with the settings). */
export function DraftsCard({ drafts, onChange }: { drafts: string[]; onChange: (drafts: string[]) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const full = drafts.length >= DRAFTS_MAX;
  const add = () => {
    const next = addDraft(drafts, text);
    if (next !== drafts) onChange(next);
    setText('');
  };

  return (
    <Card
      title={t('settings.draftsTitle')}
      size="small"
      extra={<Typography.Text type="secondary">{t('settings.draftsCount', { count: intl.formatNumber(drafts.length), max: intl.formatNumber(DRAFTS_MAX) })}</Typography.Text>}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('settings.draftsHelp')}</Typography.Text>
        <Flex vertical gap={4}>
          <Input.TextArea
            value={text}
            dir="auto"
            onChange={(e) => setText(e.target.value)}
            maxLength={SMS_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('settings.draftPlaceholder')}
            aria-label={t('settings.newDraft')}
            disabled={full}
          />
          <Flex justify="space-between" align="center" wrap gap={8}>
            <SmsCounter text={text} />
            <Button icon={<PlusOutlined />} onClick={add} disabled={full || !text.trim()}>
              {t('settings.addDraft')}
            </Button>
          </Flex>
        </Flex>
        {drafts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.noDrafts')} />
        ) : (
          <Flex vertical gap={0} role="list" aria-label={t('settings.draftsTitle')} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
            {drafts.map((d, i) => (
              <Flex
                key={i}
                role="listitem"
                gap={8}
                align="flex-start"
                justify="space-between"
                style={{ padding: '8px 12px', borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}
              >
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <div dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>{d}</div>
                  <SmsCounter text={d} />
                </Flex>
                <Tooltip title={t('settings.removeDraft')}>
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('settings.removeDraftN', { n: intl.formatNumber(i + 1) })}
                    onClick={() => onChange(drafts.filter((_, j) => j !== i))}
                  />
                </Tooltip>
              </Flex>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
