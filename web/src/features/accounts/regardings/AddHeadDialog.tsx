import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RegardingsDocument, SaveRegardingsDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';

type Kind = 'mci' | 'mce' | 'mgi' | 'mge';

/**
 * Adds a head to one of the four lists in place (issue 25): opened from a head picker, so a
 * half-filled receipt stays as it was. Saves that list with the new head at its end (the server
 * drops a repeat) and hands the head back to be picked.
 */
export function AddHeadDialog({ kind, open, onClose, onAdded }: { kind: Kind; open: boolean; onClose: () => void; onAdded: (head: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [head, setHead] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lists = useQuery(RegardingsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SaveRegardingsDocument, { refetchQueries: ['ReceiptIncomeHeads', 'Regardings'] });
  const close = () => { setHead(''); setError(null); onClose(); };
  const submit = async () => {
    const name = head.replace(/\s+/g, ' ').trim();
    if (!name) { setError(t('app.required')); return; }
    const current = lists.data?.regardings[kind] ?? [];
    try {
      await save({ variables: { input: { [kind]: [...current, name] } } });
      onAdded(name);
      close();
    } catch (e) {
      setError(t(errorMessageId(e).id));
    }
  };
  return (
    <Modal
      open={open}
      title={t(`regardings.${kind}`)}
      okText={t('emptyHint.addHeads')}
      onOk={submit}
      onCancel={close}
      confirmLoading={saving.loading}
      okButtonProps={{ disabled: lists.loading }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('addHead.name')} validateStatus={error ? 'error' : undefined} help={error ?? undefined} required>
          <Input autoFocus maxLength={120} value={head} onChange={(e) => setHead(e.target.value)} aria-label={t('addHead.name')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
