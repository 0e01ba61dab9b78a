import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, theme } from 'antd';
import { useIntl } from 'react-intl';

interface Props {
  name: string;
  type: string;
  avatarUrl?: string;
  onLogout: () => void;
}

/** The avatar menu: who is signed in (name and type) and logout. */
export function UserMenu({ name, type, avatarUrl, onLogout }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div style={{ lineHeight: 1.4 }}>
                <strong style={{ color: token.colorText }}>{name}</strong>
                <br />
                <span style={{ color: token.colorTextSecondary }}>{intl.formatMessage({ id: `role.${type}`, defaultMessage: type })}</span>
              </div>
            ),
          },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'app.logout' }), onClick: onLogout },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label={intl.formatMessage({ id: 'app.account' })} style={{ padding: 0, lineHeight: 0, height: 'auto' }}>
        <Avatar
          src={avatarUrl || undefined}
          icon={<UserOutlined />}
          style={{ backgroundColor: '#0f7b5f', border: '2px solid rgba(255,255,255,.85)', boxShadow: '0 0 0 1px rgba(0,0,0,.08)' }}
        />
      </Button>
    </Dropdown>
  );
}
