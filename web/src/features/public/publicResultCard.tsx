import { Card, Divider, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { examLabel } from '@/features/education/result/examLabels';
import { MarksList, ResultStats, StatusTag } from './publicResultParts';

type Row = ResultFieldsFragment['rows'][number];

/** One student's result as a card: name, admit no, exam and class, the summary tiles and the marks. */
export function PublicResultCard({ result, row, bordered = true }: { result: ResultFieldsFragment; row: Row; bordered?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const { token } = theme.useToken();
  const classText = result.groupName ? `${result.className} · ${result.groupName}` : result.className;
  return (
    <Card
      variant={bordered ? 'outlined' : 'borderless'}
      styles={{ body: { padding: bordered ? undefined : 0 } }}
      data-testid="result-card"
      style={{ borderTop: bordered ? `4px solid ${row.status === 'pass' ? token.colorSuccess : token.colorError}` : undefined }}
    >
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography.Title level={3} style={{ margin: 0 }} dir="auto">{row.name}</Typography.Title>
          <Typography.Text type="secondary">
            {t('result.admitNo')}: <Typography.Text strong>{digits(row.admitNo)}</Typography.Text>
          </Typography.Text>
        </div>
        <StatusTag status={row.status} />
      </Flex>
      <Flex wrap gap="4px 16px" style={{ marginTop: 8, color: token.colorTextSecondary }}>
        <span>{t('result.examName')}: <b style={{ color: token.colorText }}>{examLabel(intl, result.examName)} {digits(result.year)}</b></span>
        <span>{t('result.className')}: <b style={{ color: token.colorText }} dir="auto">{classText}</b></span>
      </Flex>
      <Divider style={{ margin: '14px 0' }} />
      <ResultStats row={row} isGrade={result.grading.isGrade} />
      <div style={{ marginTop: 16 }}>
        <MarksList subjects={result.subjects} marks={row.marks} numberPerSubject={result.numberPerSubject} />
      </div>
    </Card>
  );
}
