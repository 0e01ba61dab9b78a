import { useMutation } from '@apollo/client/react';
import { Col, Form, Input, Row } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { MAX_BOOK_NO } from '@rules/library';
import { FormDialog } from '@/components/crud';
import { AddBookDocument, UpdateBookDocument, type BookFieldsFragment, type BookInput } from '@/gql/graphql';

type Values = Omit<BookInput, 'bookNo' | 'part'> & { bookNo: number | null; part: number | null };

const FIELDS = ['bookNo', 'part', 'bookName', 'writer', 'subject', 'publisher', 'price', 'storageLocation'] as const;
const LABELS = {
  bookNo: 'library.bookNo', part: 'library.part', bookName: 'library.bookName', writer: 'library.writer', subject: 'library.subject',
  publisher: 'library.publisher', price: 'library.price', storageLocation: 'library.storageLocation',
};

/**
 * The add/edit book dialog (spec doc 2 §5): bookNo and part required whole numbers, price a
 * number; on edit bookNo and part are locked (they name the book); an existing number and part
 * is the duplicate message.
 */
export function BookFormDialog({ open, editing, onClose }: { open: boolean; editing: BookFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [add] = useMutation(AddBookDocument, { refetchQueries: ['Books'] });
  const [update] = useMutation(UpdateBookDocument);
  const initial: Partial<Values> = editing
    ? { bookNo: editing.bookNo, part: editing.part, bookName: editing.bookName, writer: editing.writer, subject: editing.subject, publisher: editing.publisher, price: editing.price, storageLocation: editing.storageLocation }
    : { bookNo: null, part: 1, bookName: '', writer: '', subject: '', publisher: '', price: 0, storageLocation: '' };
  const required = [{ required: true, message: t('app.required') }];
  const text = (name: keyof typeof LABELS, span = 12, rules: object[] = []) => (
    <Col xs={24} sm={span}>
      <Form.Item name={name} label={t(LABELS[name])} rules={rules}>
        <Input maxLength={name === 'bookName' ? 160 : 120} dir="auto" />
      </Form.Item>
    </Col>
  );
  return (
    <FormDialog<Values>
      open={open}
      title={t(editing ? 'library.editBook' : 'library.addBook')}
      onClose={onClose}
      initialValues={initial}
      fields={FIELDS}
      labels={LABELS}
      onSubmit={(v) => {
        const input: BookInput = {
          bookNo: v.bookNo ?? 0, part: v.part ?? 0, bookName: v.bookName ?? '', writer: v.writer ?? '', subject: v.subject ?? '',
          publisher: v.publisher ?? '', price: v.price ?? 0, storageLocation: v.storageLocation ?? '',
        };
        return editing ? update({ variables: { input } }) : add({ variables: { input } });
      }}
    >
      {() => (
        <Row gutter={12}>
          <Col xs={12} sm={6}>
            <Form.Item name="bookNo" label={t('library.bookNo')} rules={required}>
              <InputNumber min={1} max={MAX_BOOK_NO} precision={0} disabled={Boolean(editing)} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="part" label={t('library.part')} rules={required}>
              <InputNumber min={1} max={MAX_BOOK_NO} precision={0} disabled={Boolean(editing)} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {text('bookName', 12, [{ required: true, whitespace: true, message: t('app.required') }])}
          {text('writer')}
          {text('subject')}
          {text('publisher')}
          <Col xs={24} sm={12}>
            <Form.Item name="price" label={t('library.price')}>
              <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {text('storageLocation', 24)}
        </Row>
      )}
    </FormDialog>
  );
}
