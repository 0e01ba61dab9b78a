import { Skeleton, theme } from 'antd';
import { useState, type CSSProperties, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * A card drawn with antd's design tokens, as antd's Card draws it (outlined, its head and body, the
 * small size, hoverable, loading), without antd's Card: Card imports antd's Tabs (for cards with
 * tabs), about 18 KB gzip of script, and the dashboard's first screen uses none of that (issue 22
 * item 14). Loading shows antd's Skeleton as Card does (Skeleton comes with antd's provider anyway).
 * The root keeps antd's class `ant-card` (unstyled here: antd's own rules need its hash class) so
 * what finds a page's cards by it still does.
 */
export function Panel({ title, extra, size, loading, hoverable, style, bodyStyle, children, className, ...rest }: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small';
  loading?: boolean;
  hoverable?: boolean;
  bodyStyle?: CSSProperties;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'title'>) {
  const { token } = theme.useToken();
  const [hover, setHover] = useState(false);
  const small = size === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const events = hoverable
    ? {
      onMouseEnter: (e: MouseEvent<HTMLDivElement>) => { setHover(true); rest.onMouseEnter?.(e); },
      onMouseLeave: (e: MouseEvent<HTMLDivElement>) => { setHover(false); rest.onMouseLeave?.(e); },
    }
    : {};
  return (
    <div
      {...rest}
      {...events}
      className={['ant-card', 'talim-panel', className].filter(Boolean).join(' ')}
      style={{
        position: 'relative', boxSizing: 'border-box', margin: 0, padding: 0,
        color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily,
        background: token.colorBgContainer, borderRadius: token.borderRadiusLG,
        // longhands, so that the hover's border colour comes and goes without touching the rest
        borderWidth: token.lineWidth, borderStyle: token.lineType, borderColor: token.colorBorderSecondary,
        ...(loading ? { overflow: 'hidden' } : {}),
        ...(hoverable
          ? {
            cursor: 'pointer', transition: `box-shadow ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
            // antd's card shadow (an alias token its types leave out)
            ...(hover ? { borderColor: 'transparent', boxShadow: (token as typeof token & { boxShadowCard?: string }).boxShadowCard ?? token.boxShadowSecondary } : {}),
          }
          : {}),
        ...style,
      }}
    >
      {(title || extra) && (
        <div
          style={{
            display: 'flex', justifyContent: 'center', flexDirection: 'column', marginBottom: -1,
            minHeight: small ? token.fontSize * token.lineHeight + token.paddingXS * 2 : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            padding: `0 ${small ? 12 : token.paddingLG}px`,
            color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: small ? token.fontSize : token.fontSizeLG,
            borderBottom: border, borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
          }}
        >
          <div style={{ width: '100%', display: 'flex', alignItems: 'center' }}>
            {title && <div style={{ display: 'inline-block', flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{title}</div>}
            {extra && <div style={{ marginInlineStart: 'auto', color: token.colorText, fontWeight: 400, fontSize: token.fontSize }}>{extra}</div>}
          </div>
        </div>
      )}
      <div style={{ padding: small ? 12 : token.paddingLG, ...(loading ? { userSelect: 'none' } : {}), ...bodyStyle }}>
        {loading ? <Skeleton active paragraph={{ rows: 4 }} title={false} /> : children}
      </div>
    </div>
  );
}
