import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** Any unknown path. */
export default function NotFound() {
  return (
    <Result
      status="404"
      title="404"
      subTitle={<FormattedMessage id="error.sorryNotFound" />}
      extra={
        <Link to="/">
          <Button type="primary">
            <FormattedMessage id="app.home" />
          </Button>
        </Link>
      }
    />
  );
}
