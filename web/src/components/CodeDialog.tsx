import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  open: boolean;
  /** Whose code is asked for (already translated), e.g. the education secretary. */
  title: string;
  /** Why it is asked (already translated), e.g. the catalogue message of the missing code. */
  reason?: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** A small modal asking for an approval code (a user's password), spec §4–§5. */
export function CodeDialog({ open, title, reason, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const ok = () => {
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <Modal
      open={open}
      title={title}
      onOk={ok}
      onCancel={onCancel}
      okText={intl.formatMessage({ id: 'codeDialog.ok' })}
      cancelText={intl.formatMessage({ id: 'app.cancel' })}
      okButtonProps={{ disabled: !code.trim() }}
      afterOpenChange={(visible) => {
        if (!visible) setCode('');
      }}
      destroyOnHidden
      width={360}
      zIndex={1100}
    >
      {reason && <Alert type="info" showIcon title={reason} style={{ marginBottom: 12 }} />}
      <Input.Password
        autoFocus
        autoComplete="off"
        aria-label={intl.formatMessage({ id: 'codeDialog.code' })}
        placeholder={intl.formatMessage({ id: 'codeDialog.code' })}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={ok}
      />
    </Modal>
  );
}
