import { BookOutlined, SmileOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Form, Grid, Input, Result, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { admitNumber } from '@/features/public/publicResultPicks';
import { storeAdmitNo, storedAdmitNo } from './guardianAdmitNo';

/**
 * /guardian: phone-first home; on a wide screen it asks the guardian to use a phone (spec §2).
 * On a phone: the child's admit number (remembered on this phone) and shortcuts to the pages
 * that exist for it: result and homework.
 */
export default function GuardianHome() {
  const { me } = useSession();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  if (!me) return null;
  if (screens.md) {
    return <Result status="info" title={<FormattedMessage id="guardian.pleaseUsePhone" />} subTitle={me.academy.name} />;
  }
  return (
    <div style={{ animation: 'talim-slide-in 300ms ease-out', maxWidth: 560, margin: '0 auto' }}>
      <Result
        style={{ padding: '16px 8px' }}
        icon={<SmileOutlined style={{ color: token.colorPrimary, fontSize: 48 }} />}
        title={<FormattedMessage id="guardian.welcome" values={{ name: `${me.firstName} ${me.lastName}`.trim() }} />}
        subTitle={
          <>
            <Typography.Text strong>{me.academy.name}</Typography.Text>
            <br />
            <FormattedMessage id="guardian.note" />
          </>
        }
      />
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
    <Card size="small" styles={{ body: { padding: 12 } }}>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('guardian.childAdmitNo')}
          htmlFor="guardian-admit-no"
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('guardian.admitNoInvalid') : t('guardian.admitNoHelp')}
          style={{ marginBottom: 12 }}
        >
          <Input id="guardian-admit-no" size="large" inputMode="numeric" autoComplete="off" allowClear value={text} onChange={(e) => change(e.target.value)} />
        </Form.Item>
      </Form>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 }}>
        <Tile icon={<TrophyOutlined />} label={t('guardian.resultTitle')} disabled={admitNo === null} onClick={() => navigate(`/result/guardian/${admitNo}`)} />
        <Tile icon={<BookOutlined />} label={t('guardian.homeworkTitle')} disabled={admitNo === null} onClick={() => navigate(`/home_work/${admitNo}`)} />
      </div>
    </Card>
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
