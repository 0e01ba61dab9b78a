import { Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { examLabel } from '@/features/education/result/examLabels';
import { MarksList, ResultStats, StatusTag } from '@/features/public/publicResultParts';

/** The child's row in one saved result, as a compact card: exam and year, class, summary, marks. */
export function GuardianResultCard({ result }: { result: ResultFieldsFragment }) {
  const intl = useIntl();
  const { digits } = useFormat();
  const row = result.rows[0];
  if (!row) return null;
  const classText = result.groupName ? `${result.className} · ${result.groupName}` : result.className;
  return (
    <Card size="small" data-testid="guardian-result" styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16, display: 'block' }}>
            {examLabel(intl, result.examName)} {digits(result.year)}
          </Typography.Text>
          <Typography.Text type="secondary" dir="auto">
            {intl.formatMessage({ id: 'result.className' })}: {classText}
          </Typography.Text>
        </div>
        <StatusTag status={row.status} />
      </Flex>
      <div style={{ margin: '10px 0' }}>
        <ResultStats row={row} isGrade={result.grading.isGrade} compact />
      </div>
      <MarksList subjects={result.subjects} marks={row.marks} numberPerSubject={result.numberPerSubject} compact />
    </Card>
  );
}
