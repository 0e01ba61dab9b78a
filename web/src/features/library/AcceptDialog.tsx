import { useMutation } from '@apollo/client/react';
import { App, Button, Flex, Modal, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Scan } from '@rules/library';
import { AcceptBooksDocument, type ProvidedBookFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { codeOf, libraryError, type PickedBook } from './libraryForm';
import { ScanBox } from './ScanBox';

/**
 * Accept mode (spec doc 2 §4): each scanned book leaves the list of books out and joins the
 * books to accept; save accepts those; accept-all returns every book. The late fee of the return
 * (the per-day rate × days past the receiving date) is shown after.
 */
export function AcceptDialog({ record, onClose }: { record: ProvidedBookFieldsFragment; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { digits, number: num, date } = useFormat();
  const [accept, { loading }] = useMutation(AcceptBooksDocument, { refetchQueries: ['ProvidedBooks', 'Books'] });
  const [scanned, setScanned] = useState<PickedBook[]>([]);
  const isScanned = (b: PickedBook) => scanned.some((s) => codeOf(s) === codeOf(b));
  const out = record.books.filter((b) => !isScanned(b));

  const onScan = (scan: Scan, text: string) => {
    if (scan?.kind !== 'book') return void message.warning(t('library.scanUnknown', { text }));
    const hit = record.books.find((b) => codeOf(b) === codeOf(scan));
    if (!hit) return void message.info(t('library.notOnRecord', { code: codeOf(scan) }));
    if (!isScanned(hit)) setScanned([...scanned, hit]);
  };
  const send = async (all: boolean) => {
    try {
      const { data } = await accept({ variables: { input: { id: record.id, all, books: all ? [] : scanned.map(({ bookNo, part }) => ({ bookNo, part })) } } });
      const done = data?.acceptBooks;
      message.success(done && done.lateFee > 0
        ? t('library.acceptedWithFee', { count: done.returned, formatted: num(done.returned), fee: num(done.lateFee) })
        : t('library.accepted', { count: done?.returned ?? 0, formatted: num(done?.returned ?? 0) }));
      onClose();
    } catch (e) {
      message.error(libraryError(intl, e));
    }
  };
  const list = (rows: PickedBook[], empty: string, undo = false) => (
    <Table<PickedBook>
      size="small" pagination={false} rowKey={codeOf} dataSource={rows} locale={{ emptyText: empty }}
      columns={[
        { key: 'code', title: t('library.code'), render: (_, b) => <span dir="ltr">{codeOf(b)}</span> },
        { key: 'name', title: t('library.bookName'), render: (_, b) => <span dir="auto">{b.bookName}</span> },
        {
          key: 'x', title: '', width: 90,
          render: (_, b) => (undo
            ? <Button size="small" onClick={() => setScanned(scanned.filter((s) => codeOf(s) !== codeOf(b)))}>{t('library.undo')}</Button>
            : <Button size="small" onClick={() => setScanned([...scanned, b])}>{t('library.accept')}</Button>),
        },
      ]}
    />
  );

  return (
    <Modal
      open
      title={t('library.acceptTitle', { name: record.name })}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Popconfirm title={t('library.confirmAcceptAll')} okText={t('table.yes')} cancelText={t('table.no')} onConfirm={() => send(true)}>
            <Button loading={loading}>{t('library.acceptAll')}</Button>
          </Popconfirm>
          <Button type="primary" disabled={!scanned.length} loading={loading} onClick={() => send(false)}>
            {t('library.acceptScanned', { count: scanned.length, formatted: num(scanned.length) })}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('library.recordLine', { id: digits(record.idNo), due: date(record.receivingDate) })}
        </Typography.Text>
        <ScanBox onScan={onScan} placeholder={t('library.scanAcceptHint')} />
        <Typography.Text strong>{t('library.booksOut')}</Typography.Text>
        {list(out, t('library.allScanned'))}
        <Typography.Text strong>{t('library.toAccept')}</Typography.Text>
        {list(scanned, t('library.noneScanned'), true)}
      </Flex>
    </Modal>
  );
}
