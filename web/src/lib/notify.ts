import { App, type FormInstance } from 'antd';
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

/**
 * A failed save of a form: the translated message as a toast, and on the field the server names
 * (params.field) when the form has it.
 */
export function useFormErrorNotice(form: FormInstance, fields: readonly string[]): (error: unknown) => void {
  const { message } = App.useApp();
  const intl = useIntl();
  return (error: unknown) => {
    const { id, values } = errorMessageId(error);
    const text = intl.formatMessage({ id }, values);
    const field = fields.find((f) => f === values.field);
    if (field) form.setFields([{ name: field, errors: [text] }]);
    message.error(text);
  };
}
