import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { MyChildrenQuery } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { storeAdmitNo } from './guardianAdmitNo';
import { CHILDREN, useGuardianQuery } from './guardianApi';
import { GIcon, bellIcon, calendarIcon, userIcon, walletIcon } from './guardianIcons';
import { GuardianEmpty, GuardianError, guardianSpin } from './guardianParts';
import { useGuardianMe } from './GuardianSession';

// The home's icons (antd's Trophy, Book, History and Smile outlines, as paths: guardianIcons.tsx).
const trophyIcon =
  'M868 160h-92v-40c0-4.4-3.6-8-8-8H256c-4.4 0-8 3.6-8 8v40h-92a44 44 0 00-44 44v148c0 81.7 60 149.6 138.2 162C265.7 630.2 359 721.7 476 734.5v105.2H280c-17.7 0-32 14.3-32 32V904c0 4.4 3.6 8 8 8h512c4.4 0 8-3.6 8-8v-32.3c0-17.7-14.3-32-32-32H548V734.5C665 721.7 758.3 630.2 773.8 514 852 501.6 912 433.7 912 352V204a44 44 0 00-44-44zM184 352V232h64v207.6a91.99 91.99 0 01-64-87.6zm520 128c0 49.1-19.1 95.4-53.9 130.1-34.8 34.8-81 53.9-130.1 53.9h-16c-49.1 0-95.4-19.1-130.1-53.9-34.8-34.8-53.9-81-53.9-130.1V184h384v296zm136-128c0 41-26.9 75.8-64 87.6V232h64v120z';
const bookIcon =
  'M832 64H192c-17.7 0-32 14.3-32 32v832c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V96c0-17.7-14.3-32-32-32zm-260 72h96v209.9L621.5 312 572 347.4V136zm220 752H232V136h280v296.9c0 3.3 1 6.6 3 9.3a15.9 15.9 0 0022.3 3.7l83.8-59.9 81.4 59.4c2.7 2 6 3.1 9.4 3.1 8.8 0 16-7.2 16-16V136h64v752z';
const historyIcon =
  'M536.1 273H488c-4.4 0-8 3.6-8 8v275.3c0 2.6 1.2 5 3.3 6.5l165.3 120.7c3.6 2.6 8.6 1.9 11.2-1.7l28.6-39c2.7-3.7 1.9-8.7-1.7-11.2L544.1 528.5V281c0-4.4-3.6-8-8-8zm219.8 75.2l156.8 38.3c5 1.2 9.9-2.6 9.9-7.7l.8-161.5c0-6.7-7.7-10.5-12.9-6.3L752.9 334.1a8 8 0 003 14.1zm167.7 301.1l-56.7-19.5a8 8 0 00-10.1 4.8c-1.9 5.1-3.9 10.1-6 15.1-17.8 42.1-43.3 80-75.9 112.5a353 353 0 01-112.5 75.9 352.18 352.18 0 01-137.7 27.8c-47.8 0-94.1-9.3-137.7-27.8a353 353 0 01-112.5-75.9c-32.5-32.5-58-70.4-75.9-112.5A353.44 353.44 0 01171 512c0-47.8 9.3-94.2 27.8-137.8 17.8-42.1 43.3-80 75.9-112.5a353 353 0 01112.5-75.9C430.6 167.3 477 158 524.8 158s94.1 9.3 137.7 27.8A353 353 0 01775 261.7c10.2 10.3 19.8 21 28.6 32.3l59.8-46.8C784.7 146.6 662.2 81.9 524.6 82 285 82.1 92.6 276.7 95 516.4 97.4 751.9 288.9 942 524.8 942c185.5 0 343.5-117.6 403.7-282.3 1.5-4.2-.7-8.9-4.9-10.4z';
const smileIcon =
  'M288 421a48 48 0 1096 0 48 48 0 10-96 0zm352 0a48 48 0 1096 0 48 48 0 10-96 0zM512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm263 711c-34.2 34.2-74 61-118.3 79.8C611 874.2 562.3 884 512 884c-50.3 0-99-9.8-144.8-29.2A370.4 370.4 0 01248.9 775c-34.2-34.2-61-74-79.8-118.3C149.8 611 140 562.3 140 512s9.8-99 29.2-144.8A370.4 370.4 0 01249 248.9c34.2-34.2 74-61 118.3-79.8C413 149.8 461.7 140 512 140c50.3 0 99 9.8 144.8 29.2A370.4 370.4 0 01775.1 249c34.2 34.2 61 74 79.8 118.3C874.2 413 884 461.7 884 512s-9.8 99-29.2 144.8A368.89 368.89 0 01775 775zM664 533h-48.1c-4.2 0-7.8 3.2-8.1 7.4C604 589.9 562.5 629 512 629s-92.1-39.1-95.8-88.6c-.3-4.2-3.9-7.4-8.1-7.4H360a8 8 0 00-8 8.4c4.4 84.3 74.5 151.6 160 151.6s155.6-67.3 160-151.6a8 8 0 00-8-8.4z';

/**
 * /guardian: phone-first home (a wide screen is asked to use a phone: GuardianLayout, spec §2).
 * On a phone: the children the office linked to this guardian (name, class, photo), each with
 * its pages (result, homework, attendance, fees of a month, all payments), and the academy's
 * notices; no admit number is typed. Plain elements on the theme's colours (app/plain.css): the
 * page loads no antd (App.tsx, publicPaths.ts).
 */
export default function GuardianHome() {
  const me = useGuardianMe();
  // Plain elements in antd Result's layout: its code and illustrations are not loaded on a phone.
  const heading = { margin: '0 0 8px', fontSize: 24, fontWeight: 400, lineHeight: 1.35, color: 'var(--talim-text-heading)' };
  return (
    <div style={{ animation: 'talim-slide-in 300ms ease-out', maxWidth: 560, margin: '0 auto' }}>
      <div style={{ padding: '16px 8px 24px', textAlign: 'center' }}>
        <GIcon d={smileIcon} style={{ color: 'var(--talim-primary)', fontSize: 48, marginBottom: 24 }} />
        <h1 style={heading}>
          <FormattedMessage id="guardian.welcome" values={{ name: `${me.firstName} ${me.lastName}`.trim() }} />
        </h1>
        <div style={{ color: 'var(--talim-text-description)', fontSize: 14, lineHeight: 1.6 }}>
          <strong style={{ color: 'var(--talim-text)' }}>{me.academy.name}</strong>
          <br />
          <FormattedMessage id="guardian.note" />
        </div>
      </div>
      <Children userKey={`${me.code}.${me.id}`} defaultPhoto={me.academy.studentDefaultPhotoUrl} />
    </div>
  );
}

export { CHILDREN };

type Child = MyChildrenQuery['myChildren'][number];

/** The children the office linked to this guardian, each with its pages; the academy's notices for all. */
function Children({ userKey, defaultPhoto }: { userKey: string; defaultPhoto: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading, error } = useGuardianQuery('MyChildren', CHILDREN, {});
  const children = data?.myChildren;
  const notices = (
    <Link to="/notice" tabIndex={-1}>
      <button type="button" className="talim-btn talim-btn-lg talim-btn-block"><GIcon d={bellIcon} />{t('guardian.noticeTitle')}</button>
    </Link>
  );
  if (loading && !data) return guardianSpin;
  if (error) return <GuardianError error={error} />;
  return (
    <div className="talim-g-stack">
      {!children?.length ? <GuardianEmpty text={t('guardian.noChildren')} /> : children.map((c) => (
        <ChildCard key={c.admitNo} child={c} userKey={userKey} defaultPhoto={defaultPhoto} />
      ))}
      {notices}
    </div>
  );
}

function ChildCard({ child, userKey, defaultPhoto }: { child: Child; userKey: string; defaultPhoto: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const navigate = useNavigate();
  const photo = child.photoUrl || defaultPhoto;
  const classText = [child.className, child.groupName].filter(Boolean).join(' · ');
  // The fees page reads the child from the navigation state, or the one opened last on this phone.
  const open = (to: string, state?: Record<string, unknown>) => {
    storeAdmitNo(userKey, String(child.admitNo));
    navigate(to, state ? { state } : undefined);
  };
  const n = child.admitNo;
  return (
    <section className="talim-card talim-card-small" data-testid="guardian-child" aria-label={child.name}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        {photo
          ? <img src={photo} alt="" width={56} height={56} style={{ borderRadius: '50%', objectFit: 'cover', flex: '0 0 56px', background: 'var(--talim-fill-quaternary)' }} />
          : <span aria-hidden className="talim-g-avatar"><GIcon d={userIcon} /></span>}
        <div style={{ minWidth: 0 }}>
          <h2 style={{ margin: 0, fontSize: 17, fontWeight: 600, color: 'var(--talim-text-heading)' }} dir="auto">{child.name}</h2>
          <div className="talim-g-muted" style={{ fontSize: 13 }}>
            {classText}{classText ? ' · ' : ''}{t('guardian.admitNoIs', { admitNo: digits(n) })}
          </div>
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 8 }}>
        <Tile icon={<GIcon d={trophyIcon} />} label={t('guardian.resultTitle')} onClick={() => open(`/result/guardian/${n}`, { student: child })} />
        <Tile icon={<GIcon d={bookIcon} />} label={t('guardian.homeworkTitle')} onClick={() => open(`/home_work/${n}`, { student: child })} />
        <Tile icon={<GIcon d={calendarIcon} />} label={t('guardian.attendanceTitle')} onClick={() => open(`/student_attendance/${n}`)} />
        <Tile icon={<GIcon d={walletIcon} />} label={t('fees.guardianTitle')} onClick={() => open('/student_fees', { admitNo: n })} />
        <Tile icon={<GIcon d={historyIcon} />} label={t('fees.paymentsTitle')} onClick={() => open(`/payments/${n}`)} />
      </div>
    </section>
  );
}

/** A square shortcut button. */
function Tile({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      style={{
        display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 4, minHeight: 72,
        border: '1px solid var(--talim-primary-border)', borderRadius: 'var(--talim-radius-lg)',
        background: 'var(--talim-primary-bg)', color: 'var(--talim-primary)',
        cursor: 'pointer', font: 'inherit', fontSize: 13, fontWeight: 600, padding: 6, lineHeight: 1.3,
      }}
    >
      <span aria-hidden style={{ fontSize: 22, lineHeight: 1 }}>{icon}</span>
      {label}
    </button>
  );
}
