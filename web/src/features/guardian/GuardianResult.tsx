import { skipToken, useQuery } from '@apollo/client/react';
import { Card, Empty, Flex } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { StudentResultsDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { GuardianBackBar, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';
import { GuardianResultCard } from './guardianResultCard';

/** /result/guardian/:admitNo: the child's row in every saved result, newest first (spec §2). */
export default function GuardianResult() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const admitNo = useAdmitNoParam();
  const { data, loading, error } = useQuery(StudentResultsDocument, admitNo ? { variables: { admitNo } } : skipToken);
  const results = useMemo(
    () => [...(data?.studentResults ?? [])].sort((a, b) => b.year - a.year || b.id - a.id),
    [data],
  );
  const name = results[0]?.rows[0]?.name;
  const subtitle = admitNo
    ? [name, t('guardian.admitNoIs', { admitNo: digits(admitNo) })].filter(Boolean).join(' · ')
    : undefined;

  const body = () => {
    if (admitNo === null) return <GuardianError />;
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!results.length) return <Card><Empty description={t('guardian.noResults')} /></Card>;
    return (
      <Flex vertical gap={12}>
        {results.map((r) => <GuardianResultCard key={r.id} result={r} />)}
      </Flex>
    );
  };

  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }}>
      <GuardianBackBar title={t('guardian.resultTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
