import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';

/** The academy's own export download (issue 26; the session cookie signs it). */
export const academyExportUrl = (code: string, workbookOnly = false) => `/api/adminis/academy_export/${encodeURIComponent(code)}${workbookOnly ? '?workbook=1' : ''}`;

/**
 * Settings → the academy's data to take away (issue 26): its superUser downloads every table as one
 * workbook with the uploaded files (.zip), or the workbook alone. Nobody else sees the card.
 */
export function ExportCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { me, can } = useSession();
  if (!me || !can('academy.export')) return null;
  return (
    <Card title={t('settings.exportTitle')} size="small">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('settings.exportHelp')}</Typography.Text>
        <Flex gap={8} wrap>
          <Button type="primary" icon={<DownloadOutlined />} href={academyExportUrl(me.code)} download>{t('settings.exportAll')}</Button>
          <Button icon={<DownloadOutlined />} href={academyExportUrl(me.code, true)} download>{t('settings.exportWorkbook')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
