import { SmileOutlined } from '@ant-design/icons';
import { Grid, Result, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSession } from '@/app/session';

/** /guardian: phone-first home; on a wide screen it asks the guardian to use a phone (spec §2). */
export default function GuardianHome() {
  const { me } = useSession();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  if (!me) return null;
  if (screens.md) {
    return <Result status="info" title={<FormattedMessage id="guardian.pleaseUsePhone" />} subTitle={me.academy.name} />;
  }
  return (
    <div style={{ animation: 'talim-slide-in 300ms ease-out' }}>
      <Result
        icon={<SmileOutlined style={{ color: token.colorPrimary }} />}
        title={<FormattedMessage id="guardian.welcome" values={{ name: `${me.firstName} ${me.lastName}`.trim() }} />}
        subTitle={
          <>
            <Typography.Text strong>{me.academy.name}</Typography.Text>
            <br />
            <FormattedMessage id="guardian.note" />
          </>
        }
      />
    </div>
  );
}
