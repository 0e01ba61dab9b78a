import { CalendarOutlined } from '@ant-design/icons';
import { skipToken, useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { StudentHomeworkDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { GuardianBackBar, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';

/** /home_work/:admitNo: the child's name and class, and the class's homework, newest first (spec §2). */
export default function GuardianHomework() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits, date } = useFormat();
  const admitNo = useAdmitNoParam();
  const { data, loading, error } = useQuery(StudentHomeworkDocument, admitNo ? { variables: { admitNo } } : skipToken);
  const student = data?.studentHomework;
  const homework = useMemo(
    () => [...(student?.homework ?? [])].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    [student],
  );
  const classText = student ? [student.className, student.groupName].filter(Boolean).join(' · ') : '';
  const subtitle = student
    ? `${student.name} · ${t('guardian.admitNoIs', { admitNo: digits(student.admitNo) })}${classText ? ` · ${classText}` : ''}`
    : undefined;

  const body = () => {
    if (admitNo === null) return <GuardianError />;
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!homework.length) return <Card><Empty description={t('guardian.noHomework')} /></Card>;
    return (
      <Flex vertical gap={12} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {homework.map((h) => (
          <li key={h.id}>
            <Card size="small" data-testid="homework" styles={{ body: { padding: 12 } }}>
              <Typography.Text type="secondary" style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
                <CalendarOutlined />
                <time dateTime={h.date}>{date(h.date)}</time>
              </Typography.Text>
              <Typography.Paragraph style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap', fontSize: 15 }} dir="auto">
                {h.content}
              </Typography.Paragraph>
            </Card>
          </li>
        ))}
      </Flex>
    );
  };

  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }}>
      <GuardianBackBar title={t('guardian.homeworkTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
