import { App, Button, Flex, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldLabels } from '@/lib/errors';
import { useFormErrorNotice } from '@/lib/notify';

export interface FormDialogProps<V> {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's starting values (the dialog is rebuilt each time it opens). */
  initialValues: Partial<V>;
  /** Field names the server may name in params.field: its message is shown on that field. */
  fields: readonly string[];
  /** Label message ids of fields whose name has no entry in lib/errors FIELD_LABELS ("Please fill in <label>"). */
  labels?: FieldLabels;
  /** The save call; resolve to close (after the success toast), throw to keep the dialog open. */
  onSubmit: (values: V, form: FormInstance<V>) => Promise<unknown>;
  /** Called after a successful save. */
  onSaved?: () => void;
  /** Checks before the call: names of fields to mark required (the call is not made). */
  missing?: (values: V) => string[];
  /** Disables save (a lookup not yet found…). */
  saveDisabled?: boolean;
  saveLabel?: string;
  /** Buttons before cancel (clear, preview…). */
  footerExtra?: (form: FormInstance<V>) => ReactNode;
  width?: number;
  children: (form: FormInstance<V>) => ReactNode;
}

/**
 * The form dialog of the kit: a modal antd Form (vertical, optional marks), cancel and save; on save
 * the local required check, the call, a success toast and close; a refusal shows the server's
 * translated message, on the field it names when the form has it.
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      footer={null}
      width={props.width ?? 640}
      destroyOnHidden
    >
      {props.open && <DialogForm {...props} />}
    </Modal>
  );
}

function DialogForm<V extends object>({ initialValues, fields, labels, onSubmit, onSaved, onClose, missing, saveDisabled, saveLabel, footerExtra, children }: FormDialogProps<V>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const showError = useFormErrorNotice(form, fields, labels);
  const [saving, setSaving] = useState(false);

  const submit = async (values: V) => {
    const blank = missing?.(values) ?? [];
    if (blank.length) {
      form.setFields(blank.map((name) => ({ name: name as never, errors: [t('app.required')] })));
      form.scrollToField(blank[0] as never, { focus: true });
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values, form);
      message.success(t('error.successMessage'));
      onSaved?.();
      onClose();
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    // a save that fails the checks moves focus to the first field in error, which reads out its message (issue 27)
    <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark="optional" scrollToFirstError={{ focus: true }}>
      {children(form)}
      <Flex gap={8} justify="end" wrap>
        {footerExtra?.(form)}
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saveDisabled}>
          {saveLabel ?? t('app.save')}
        </Button>
      </Flex>
    </Form>
  );
}
