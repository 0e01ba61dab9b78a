import { BookOutlined, HistoryOutlined, InfoCircleFilled, SmileOutlined, TrophyOutlined, WalletOutlined } from '@ant-design/icons';
import { Grid, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { admitNumber } from '@/features/public/publicResultPicks';
import { PlainField, PublicCard } from '@/features/public/PublicShell';
import { storeAdmitNo, storedAdmitNo } from './guardianAdmitNo';

/**
 * /guardian: phone-first home; on a wide screen it asks the guardian to use a phone (spec §2).
 * On a phone: the child's admit number (remembered on this phone) and shortcuts to the pages
 * that exist for it: result, homework, fees of a month and all payments.
 */
export default function GuardianHome() {
  const { me } = useSession();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  if (!me) return null;
  // Plain elements in antd Result's layout: its code and illustrations are not loaded on a phone.
  const heading = { margin: '0 0 8px', fontSize: 24, fontWeight: 400, lineHeight: 1.35, color: token.colorTextHeading };
  if (screens.md) {
    return (
      <div style={{ padding: '48px 32px', textAlign: 'center' }}>
        <InfoCircleFilled style={{ color: token.colorInfo, fontSize: 72, marginBottom: 24 }} />
        <h1 style={heading}><FormattedMessage id="guardian.pleaseUsePhone" /></h1>
        <div style={{ color: token.colorTextDescription, fontSize: 14 }}>{me.academy.name}</div>
      </div>
    );
  }
  return (
    <div style={{ animation: 'talim-slide-in 300ms ease-out', maxWidth: 560, margin: '0 auto' }}>
      <div style={{ padding: '16px 8px 24px', textAlign: 'center' }}>
        <SmileOutlined style={{ color: token.colorPrimary, fontSize: 48, marginBottom: 24 }} />
        <h1 style={heading}>
          <FormattedMessage id="guardian.welcome" values={{ name: `${me.firstName} ${me.lastName}`.trim() }} />
        </h1>
        <div style={{ color: token.colorTextDescription, fontSize: 14, lineHeight: 1.6 }}>
          <strong style={{ color: token.colorText }}>{me.academy.name}</strong>
          <br />
          <FormattedMessage id="guardian.note" />
        </div>
      </div>
      <Shortcuts userKey={`${me.code}.${me.id}`} />
    </div>
  );
}

function Shortcuts({ userKey }: { userKey: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [text, setText] = useState(() => storedAdmitNo(userKey));
  const admitNo = admitNumber(text);
  const invalid = text.trim() !== '' && admitNo === null;

  const change = (value: string) => {
    setText(value);
    if (value.trim() === '' || admitNumber(value) !== null) storeAdmitNo(userKey, value.trim());
  };

  return (
    <PublicCard className="talim-card-small">
      <PlainField
        id="guardian-admit-no"
        label={t('guardian.childAdmitNo')}
        error={invalid ? t('guardian.admitNoInvalid') : undefined}
        help={t('guardian.admitNoHelp')}
      >
        <input
          id="guardian-admit-no" inputMode="numeric" autoComplete="off" value={text}
          aria-invalid={invalid} aria-describedby={invalid ? 'guardian-admit-no-error' : 'guardian-admit-no-help'}
          onChange={(e) => change(e.target.value)}
        />
      </PlainField>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 }}>
        <Tile icon={<TrophyOutlined />} label={t('guardian.resultTitle')} disabled={admitNo === null} onClick={() => navigate(`/result/guardian/${admitNo}`)} />
        <Tile icon={<BookOutlined />} label={t('guardian.homeworkTitle')} disabled={admitNo === null} onClick={() => navigate(`/home_work/${admitNo}`)} />
        <Tile icon={<WalletOutlined />} label={t('fees.guardianTitle')} disabled={admitNo === null} onClick={() => navigate('/student_fees', { state: { admitNo } })} />
        <Tile icon={<HistoryOutlined />} label={t('fees.paymentsTitle')} disabled={admitNo === null} onClick={() => navigate(`/payments/${admitNo}`)} />
      </div>
    </PublicCard>
  );
}

/** A big square shortcut button. */
function Tile({ icon, label, disabled, onClick }: { icon: ReactNode; label: string; disabled: boolean; onClick: () => void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      style={{
        display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 6, minHeight: 92,
        border: `1px solid ${disabled ? token.colorBorder : token.colorPrimaryBorder}`, borderRadius: token.borderRadiusLG,
        background: disabled ? token.colorBgContainerDisabled : token.colorPrimaryBg, color: disabled ? token.colorTextDisabled : token.colorPrimary,
        cursor: disabled ? 'not-allowed' : 'pointer', font: 'inherit', fontSize: 15, fontWeight: 600, padding: 8,
      }}
    >
      <span aria-hidden style={{ fontSize: 28, lineHeight: 1 }}>{icon}</span>
      {label}
    </button>
  );
}
