import { BankOutlined, CheckCircleOutlined, ClockCircleOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ControllerOverviewDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';

type Key = 'academies' | 'active' | 'notActivated' | 'expired' | 'users';
const CARDS: { key: Key; icon: ReactNode; color?: string }[] = [
  { key: 'academies', icon: <BankOutlined /> },
  { key: 'active', icon: <CheckCircleOutlined />, color: '#389e0d' },
  { key: 'notActivated', icon: <StopOutlined />, color: '#cf1322' },
  { key: 'expired', icon: <ClockCircleOutlined />, color: '#d46b08' },
  { key: 'users', icon: <TeamOutlined /> },
];

/** /controller/dashboard: counts over every academy. */
export default function ControllerDashboard() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ControllerOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const overview = data?.controllerOverview;
  return (
    <>
      <Typography.Title level={1} className="talim-page-title" style={{ marginTop: 0, marginBottom: 16 }}>
        <FormattedMessage id="controller.overview" />
      </Typography.Title>
      {error && <Alert type="error" showIcon title={intl.formatMessage(errorMessageId(error))} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {CARDS.map((c) => (
          <Col key={c.key} xs={12} md={8} xl={4} flex="1 1 180px">
            <Card loading={loading && !overview}>
              <Statistic
                title={intl.formatMessage({ id: `controller.${c.key}` })}
                value={overview?.[c.key] ?? 0}
                prefix={c.icon}
                formatter={(v) => intl.formatNumber(Number(v))}
                styles={{ content: c.color ? { color: c.color } : undefined }}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
