import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PublicOfficiantDocument } from '@/gql/graphql';
import { errorMessageId, formatError } from '@/lib/errors';
import { PublicCard, PublicShell } from './PublicShell';

/** List numbers in the language's digits (Bengali, Arabic-Indic, else Latin). */
const listStyle = (locale: string) => (locale.startsWith('bn') ? 'bengali' : locale.startsWith('ar') ? 'arabic-indic' : 'decimal');

/**
 * The public staff profile /website/officiant/{id} (spec doc 2 §2): name, designation, duty list and
 * photo; a missing staff member (or one the academy does not show) is sorryNotFound. Open to
 * visitors, so it stays light: plain elements in the public frame, no antd components.
 */
export default function OfficiantProfile() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { token } = theme.useToken();
  const staffId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const { data, loading, error } = useQuery(PublicOfficiantDocument, { variables: { id: staffId }, skip: !staffId });
  const person = data?.publicOfficiant;

  if (loading && !data) return <PublicShell><div aria-busy="true" style={{ minHeight: 320 }} /></PublicShell>;
  if (!person) {
    const problem = staffId && error ? errorMessageId(error) : { id: 'error.sorryNotFound', values: {} };
    return (
      <PublicShell>
        <div style={{ maxWidth: 480, margin: '0 auto', padding: '48px 16px' }}>
          <PublicCard>
            <p role="alert" style={{ fontSize: 18, marginTop: 0 }}>{formatError(intl, problem)}</p>
            <Link to="/"><FormattedMessage id="app.home" /></Link>
          </PublicCard>
        </div>
      </PublicShell>
    );
  }

  return (
    <PublicShell
      actions={person.academySlug ? <Link to={`/${person.academySlug}`} style={{ color: token.colorPrimary }}>{person.academyName}</Link> : null}
    >
      <div style={{ maxWidth: 640, margin: '0 auto', padding: '32px 16px' }}>
        <PublicCard className="talim-officiant">
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' }}>
            {person.photoUrl ? (
              <img
                src={person.photoUrl}
                alt={person.name}
                width={140}
                height={140}
                style={{ borderRadius: token.borderRadiusLG, objectFit: 'cover', border: `1px solid ${token.colorBorderSecondary}` }}
              />
            ) : (
              <span
                aria-hidden
                style={{ width: 140, height: 140, borderRadius: token.borderRadiusLG, display: 'grid', placeItems: 'center', fontSize: 64, background: token.colorFillSecondary, color: token.colorTextTertiary }}
              >
                <UserOutlined />
              </span>
            )}
            <div style={{ minWidth: 0, flex: '1 1 240px' }}>
              <h1 style={{ fontSize: 28, marginBottom: 4 }}><bdi>{person.name}</bdi></h1>
              <p style={{ fontSize: 18, margin: 0, color: token.colorTextSecondary }}><bdi>{person.designation}</bdi></p>
              <p style={{ margin: '4px 0 0', color: token.colorTextTertiary }}><bdi>{person.academyName}</bdi></p>
            </div>
          </div>
          <h2 style={{ fontSize: 20, marginTop: 28 }}>
            <FormattedMessage id="staff.duties" />
          </h2>
          {person.dutyList.length ? (
            <ol style={{ margin: 0, paddingInlineStart: 24, listStyleType: listStyle(intl.locale), lineHeight: 1.8 }}>
              {person.dutyList.map((duty, i) => <li key={i}><bdi>{duty}</bdi></li>)}
            </ol>
          ) : (
            <p style={{ color: token.colorTextTertiary }}><FormattedMessage id="staff.noDuties" /></p>
          )}
        </PublicCard>
      </div>
    </PublicShell>
  );
}
