import { useQuery } from '@apollo/client/react';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { SmsBalanceDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useTaka } from './useTaka';

/** The SMS balance: taka, the messages it buys (balance × 100 / 40), its expiry and whether it is still valid. */
export function BalanceCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number, date } = useFormat();
  const taka = useTaka();
  const balance = useQuery(SmsBalanceDocument, { fetchPolicy: 'cache-and-network' });
  const b = balance.data?.smsBalance;
  return (
    <Card
      size="small"
      title={t('messaging.balanceTitle')}
      extra={b && <Tag color={b.valid ? 'success' : 'error'}>{t(b.valid ? 'messaging.valid' : 'messaging.expired')}</Tag>}
    >
      {balance.error && <Alert type="error" showIcon title={t(errorMessageId(balance.error).id)} />}
      {!b ? (
        !balance.error && <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={8}>
              <Statistic title={t('messaging.balance')} value={taka(b.balancePaisa)} />
            </Col>
            <Col xs={24} sm={8}>
              <Statistic title={t('messaging.messagesItBuys')} value={number(b.messages)} />
            </Col>
            <Col xs={24} sm={8}>
              <Statistic title={t('messaging.expiry')} value={b.balanceExpiry ? date(b.balanceExpiry) : t('messaging.noExpiry')} />
            </Col>
          </Row>
          <Typography.Text type="secondary">{t('messaging.rate')}</Typography.Text>
          {!b.valid && <Alert type="error" showIcon title={t('messaging.expiredHelp')} />}
        </Flex>
      )}
    </Card>
  );
}
