import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

interface Props {
  status: '403' | '404';
  /** The catalogue message shown, e.g. error.sorryNotFound or error.authorRequired. */
  messageId: string;
  /** Where the button leads, and its label. */
  to: string;
  labelId: string;
}

/**
 * The one "not found" / "no rights" page: the catalogue message as the page's heading (it replaces
 * the screen, and the page announcer reads the h1), the status under it, and a way back.
 */
export function ErrorPage({ status, messageId, to, labelId }: Props) {
  return (
    <Result
      status={status}
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}><FormattedMessage id={messageId} /></h1>}
      subTitle={status}
      extra={
        <Link to={to}>
          <Button type="primary">
            <FormattedMessage id={labelId} />
          </Button>
        </Link>
      }
    />
  );
}
