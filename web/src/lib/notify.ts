import { App, type FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { errorMessageId, formatError, type FieldLabels } from './errors';

/** Shows a failed call as a translated error notification (the server's catalogue key). */
export function useErrorNotice(): (error: unknown) => void {
  const { notification } = App.useApp();
  const intl = useIntl();
  return (error: unknown) => {
    notification.error({ title: formatError(intl, errorMessageId(error)), placement: 'top' });
  };
}

/**
 * A failed save of a form: the translated message as a toast, and on the field the server names
 * (params.field) when the form has it; `labels` names this form's fields in the message.
 */
export function useFormErrorNotice(form: FormInstance, fields: readonly string[], labels?: FieldLabels): (error: unknown) => void {
  const { message } = App.useApp();
  const intl = useIntl();
  return (error: unknown) => {
    const problem = errorMessageId(error);
    const text = formatError(intl, problem, labels);
    const field = fields.find((f) => f === problem.values.field);
    if (field) {
      form.setFields([{ name: field, errors: [text] }]);
      // the field the refusal names gets focus, so its error is read out with it (issue 27)
      form.scrollToField(field, { focus: true });
    }
    message.error(text);
  };
}
