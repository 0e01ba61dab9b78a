import { Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { AuditLineFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { fieldChanges } from './changes';

/** A line's fields before and after, one per row (a create: after only; a delete: before only). */
export function ChangeList({ line }: { line: Pick<AuditLineFieldsFragment, 'before' | 'after'> }) {
  const intl = useIntl();
  const { digits } = useFormat();
  const changes = fieldChanges(line.before, line.after);
  if (!changes.length) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'history.noFields' })}</Typography.Text>;
  return (
    <ul className="talim-history-changes" style={{ margin: 0, paddingInlineStart: 16 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.field}</Typography.Text>{': '}
          {c.before !== '' && <Tag color="red" style={{ textDecoration: line.after ? 'line-through' : undefined }}><bdi>{digits(c.before)}</bdi></Tag>}
          {c.before !== '' && c.after !== '' && '→ '}
          {c.after !== '' && <Tag color="green"><bdi>{digits(c.after)}</bdi></Tag>}
        </li>
      ))}
    </ul>
  );
}

/** Who changed it: name and (translated) user type. */
export function ActorText({ line }: { line: Pick<AuditLineFieldsFragment, 'actorName' | 'actorType'> }) {
  const intl = useIntl();
  const type = intl.messages[`role.${line.actorType}`] ? intl.formatMessage({ id: `role.${line.actorType}` }) : line.actorType;
  return <span>{line.actorName || intl.formatMessage({ id: 'history.visitor' })} <Typography.Text type="secondary">({type})</Typography.Text></span>;
}
