import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';
import { useGuardianQuery } from './guardianApi';
import { GuardianBackBar, GuardianEmpty, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';
import { GuardianResultCard } from './guardianResultCard';

/** The StudentResults operation (guardian.graphql with result.graphql's ResultFields). */
export const QUERY = `query StudentResults($admitNo: Int!) { studentResults(admitNo: $admitNo) { id className groupName examName numberPerSubject year studentCount published
  subjects { key name isOptional }
  grading { isGrade system failOnSubjectFail grades { grade from to gpa status } }
  rows { admitNo name marks total percentage averageGpa grade status rank } } }`;

/** /result/guardian/:admitNo: the child's row in every saved result, newest first (spec §2). No antd, no Apollo. */
export default function GuardianResult() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const admitNo = useAdmitNoParam();
  const { data, loading, error } = useGuardianQuery('StudentResults', QUERY, admitNo ? { admitNo } : null);
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
    if (!results.length) return <GuardianEmpty text={t('guardian.noResults')} />;
    return (
      <div className="talim-g-stack">
        {results.map((r) => <GuardianResultCard key={r.id} result={r} />)}
      </div>
    );
  };

  return (
    <div className="talim-g-page">
      <GuardianBackBar title={t('guardian.resultTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
