import { useMutation } from '@apollo/client/react';
import { Form, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { UpdateReceiptBookPagesDocument, type ApprovedReceiptBookFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';

/** A book's pages (spec doc 2 §5): only raised, never below the pages used (the server says notWorked). */
export function PagesDialog({ book, onClose }: { book: ApprovedReceiptBookFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const [update] = useMutation(UpdateReceiptBookPagesDocument);
  return (
    <FormDialog<{ amount: number }>
      open={!!book}
      title={t('receiptBooks.pagesTitle', { bookNo: num(book?.bookNo ?? 0) })}
      onClose={onClose}
      initialValues={{ amount: book?.pages }}
      fields={['amount']}
      width={420}
      onSubmit={(values) => update({ variables: { id: book!.id, pages: values.amount } })}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">
            {t('receiptBooks.pagesHint', { pages: num(book?.pages ?? 0), cutted: num(book?.cutted ?? 0) })}
          </Typography.Paragraph>
          <Form.Item name="amount" label={t('receiptBooks.pages')} rules={[{ required: true, message: t('app.required') }]}>
            <InputNumber min={book?.pages ?? 1} precision={0} style={{ width: '100%' }} aria-label={t('receiptBooks.pages')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
