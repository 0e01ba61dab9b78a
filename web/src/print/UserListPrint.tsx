import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';
import type { AcademyHeading } from '@/components/PrintHost';
import type { UserFieldsFragment } from '@/gql/graphql';
import { PrintDocument } from './kit';

/** The academy's users on A4: name, e-mail, type and signature. */
export function UserListPrint({ users, heading }: { users: UserFieldsFragment[]; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const { number: num } = useFormat();
  return (
    <PrintDocument title={intl.formatMessage({ id: 'users.printTitle' })} heading={heading}>
      <table>
        <thead>
          <tr>
            <th className="num">#</th>
            <th>
              <FormattedMessage id="users.name" />
            </th>
            <th>
              <FormattedMessage id="users.email" />
            </th>
            <th>
              <FormattedMessage id="users.type" />
            </th>
            <th>
              <FormattedMessage id="users.sign" />
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u, i) => (
            <tr key={u.id}>
              <td className="num">{num(i + 1)}</td>
              <td>{`${u.firstName} ${u.lastName}`.trim()}</td>
              <td dir="ltr">{u.email}</td>
              <td>{intl.formatMessage({ id: `role.${u.type}`, defaultMessage: u.type })}</td>
              <td>{u.signUrl && <img className="thumb" src={u.signUrl} alt="" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        <FormattedMessage id="users.printCount" values={{ count: num(users.length) }} />
      </p>
    </PrintDocument>
  );
}
