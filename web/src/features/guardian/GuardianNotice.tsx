import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';
import { useGuardianQuery } from './guardianApi';
import { GIcon, calendarIcon } from './guardianIcons';
import { GCard, GuardianBackBar, GuardianEmpty, GuardianError, guardianSpin } from './guardianParts';
import { useGuardianMe } from './GuardianSession';

/** The GuardianNotices operation (guardian.graphql). */
export const QUERY = 'query GuardianNotices { guardianNotices { id title writer content createdAt } }';

/**
 * /notice (spec §2): the academy's notices (the articles of subject notice), newest first, each
 * with its date, writer and text. The text is the server's allow-listed HTML (rules/articles.ts),
 * shown as the public site shows it. No antd, no Apollo.
 */
export default function GuardianNotice() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { date } = useFormat();
  const me = useGuardianMe();
  const { data, loading, error } = useGuardianQuery('GuardianNotices', QUERY, {});
  const notices = data?.guardianNotices;

  const body = () => {
    if (loading && !data) return guardianSpin;
    if (error) return <GuardianError error={error} />;
    if (!notices?.length) return <GuardianEmpty text={t('guardian.noNotices')} />;
    return (
      <ol className="talim-g-stack">
        {notices.map((n) => (
          <li key={n.id}>
            <GCard testId="notice">
              <h3 style={{ margin: 0, fontSize: 16, fontWeight: 600, color: 'var(--talim-text-heading)' }} dir="auto">{n.title}</h3>
              <div className="talim-g-muted" style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13, margin: '2px 0 8px' }}>
                <GIcon d={calendarIcon} />
                <time dateTime={String(n.createdAt)}>{date(String(n.createdAt))}</time>
                {n.writer && <span dir="auto">· {n.writer}</span>}
              </div>
              <div className="talim-g-notice-body" dir="auto" dangerouslySetInnerHTML={{ __html: n.content }} />
            </GCard>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <div className="talim-g-page">
      <GuardianBackBar title={t('guardian.noticeTitle')} subtitle={me.academy.name} />
      {body()}
    </div>
  );
}
