import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { LibrarySettingsDocument, SaveLibrarySettingsDocument } from '@/gql/graphql';

/** The late fee per day (taka; 0: no fee), counted on return for each day past the receiving date. */
export function LateFeeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(LibrarySettingsDocument, { fetchPolicy: 'network-only' });
  const [save] = useMutation(SaveLibrarySettingsDocument, { refetchQueries: ['LibrarySettings'] });
  if (!data) return null;
  return (
    <FormDialog<{ lateFeePerDay: number | null }>
      open
      title={t('library.lateFeeRate')}
      onClose={onClose}
      width={420}
      initialValues={{ lateFeePerDay: data.librarySettings.lateFeePerDay }}
      fields={['lateFeePerDay']}
      labels={{ lateFeePerDay: 'library.lateFeeRate' }}
      onSubmit={(v) => save({ variables: { input: { lateFeePerDay: v.lateFeePerDay ?? 0 } } })}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('library.lateFeeHint')}</Typography.Paragraph>
          <Form.Item name="lateFeePerDay" label={t('library.lateFeeRate')}>
            <InputNumber min={0} max={100_000} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
