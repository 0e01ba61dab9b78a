import { App } from 'antd';
import { useIntl } from 'react-intl';
import { errorMessageId } from './errors';

/** Shows a failed call as a translated error notification (the server's catalogue key). */
export function useErrorNotice(): (error: unknown) => void {
  const { notification } = App.useApp();
  const intl = useIntl();
  return (error: unknown) => {
    const { id, values } = errorMessageId(error);
    notification.error({ title: intl.formatMessage({ id }, values), placement: 'top' });
  };
}
