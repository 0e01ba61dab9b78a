import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';
import { useGuardianQuery } from './guardianApi';
import { GIcon, calendarIcon } from './guardianIcons';
import { GCard, GuardianBackBar, GuardianEmpty, GuardianError, guardianSpin, useAdmitNoParam } from './guardianParts';

/** The StudentHomework operation (guardian.graphql). */
export const QUERY = `query StudentHomework($admitNo: Int!) { studentHomework(admitNo: $admitNo) {
  admitNo name className groupName homework { id className groupName date content } } }`;

/** /home_work/:admitNo: the child's name and class, and the class's homework, newest first (spec §2). No antd, no Apollo. */
export default function GuardianHomework() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits, date } = useFormat();
  const admitNo = useAdmitNoParam();
  const { data, loading, error } = useGuardianQuery('StudentHomework', QUERY, admitNo ? { admitNo } : null);
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
    if (!homework.length) return <GuardianEmpty text={t('guardian.noHomework')} />;
    return (
      <ol className="talim-g-stack">
        {homework.map((h) => (
          <li key={h.id}>
            <GCard testId="homework">
              <div className="talim-g-muted" style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
                <GIcon d={calendarIcon} />
                <time dateTime={h.date}>{date(h.date)}</time>
              </div>
              <p style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.6 }} dir="auto">{h.content}</p>
            </GCard>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <div className="talim-g-page">
      <GuardianBackBar title={t('guardian.homeworkTitle')} subtitle={subtitle} />
      {body()}
    </div>
  );
}
