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

/** The one "not found" / "no rights" page: a status, the catalogue message and a way back. */
export function ErrorPage({ status, messageId, to, labelId }: Props) {
  return (
    <Result
      status={status}
      title={status}
      subTitle={<FormattedMessage id={messageId} />}
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
