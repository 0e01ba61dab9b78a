import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { Segmented } from '@/components/Segmented';
import { useIntl } from 'react-intl';
import { MAX_BOOK_NO, type Scan } from '@rules/library';
import type { BookFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { codeOf, findBook, type ManualRow, type PickedBook } from './libraryForm';
import { ScanBox } from './ScanBox';

export type PickMode = 'auto' | 'manual';

interface Props {
  books: readonly BookFieldsFragment[];
  mode: PickMode;
  setMode: (m: PickMode) => void;
  picked: PickedBook[];
  setPicked: (p: PickedBook[]) => void;
  rows: ManualRow[];
  setRows: (r: ManualRow[]) => void;
  onScan: (scan: Scan, text: string) => void;
  /** Edit mode: the record's books now out, and the ones taken off the list. */
  current?: readonly PickedBook[];
  removed?: readonly PickedBook[];
  setRemoved?: (r: PickedBook[]) => void;
}

/**
 * The provide dialog's books (spec doc 2 §4): auto mode reads a barcode scan into the list;
 * manual mode has 20 rows of book number and part. Each book shows its name and whether it is in.
 */
export function BookPicker({ books, mode, setMode, picked, setPicked, rows, setRows, onScan, current, removed = [], setRemoved }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const status = (bookNo: number | null, part: number | null) => {
    if (!bookNo || !part) return null;
    const b = findBook(books, bookNo, part);
    if (!b) return <Tag color="red">{t('library.noSuchBook')}</Tag>;
    return <Tag color={b.condition === 'out' ? 'orange' : 'green'}>{b.condition === 'out' ? t('library.out') : t('library.in')}</Tag>;
  };
  const isRemoved = (p: PickedBook) => removed.some((r) => codeOf(r) === codeOf(p));

  return (
    <Flex vertical gap={8}>
      {current && current.length > 0 && (
        <>
          <Typography.Text strong>{t('library.booksOut')}</Typography.Text>
          <Table<PickedBook>
            size="small"
            pagination={false}
            rowKey={codeOf}
            dataSource={[...current]}
            rowClassName={(p) => (isRemoved(p) ? 'lib-row-removed' : '')}
            columns={[
              { key: 'code', title: t('library.code'), render: (_, p) => <span dir="ltr">{codeOf(p)}</span> },
              { key: 'name', title: t('library.bookName'), render: (_, p) => <span dir="auto">{p.bookName}</span> },
              {
                key: 'x', title: '', width: 60,
                render: (_, p) => (isRemoved(p)
                  ? <Button size="small" icon={<UndoOutlined />} aria-label={t('library.undo')} onClick={() => setRemoved?.(removed.filter((r) => codeOf(r) !== codeOf(p)))} />
                  : <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('library.takeOff')} onClick={() => setRemoved?.([...removed, p])} />),
              },
            ]}
          />
        </>
      )}
      <Segmented<PickMode>
        aria-label={t('library.pickMode')}
        value={mode}
        onChange={setMode}
        options={[{ value: 'auto', label: t('library.autoMode') }, { value: 'manual', label: t('library.manualMode') }]}
      />
      {mode === 'auto' ? (
        <>
          <ScanBox onScan={onScan} placeholder={t('library.scanHint')} />
          <Table<PickedBook>
            size="small"
            pagination={false}
            rowKey={codeOf}
            dataSource={picked}
            locale={{ emptyText: t('library.noneScanned') }}
            columns={[
              { key: 'code', title: t('library.code'), render: (_, p) => <span dir="ltr">{codeOf(p)}</span> },
              { key: 'name', title: t('library.bookName'), render: (_, p) => <span dir="auto">{p.bookName}</span> },
              {
                key: 'x', title: '', width: 60,
                render: (_, p) => <Button size="small" icon={<DeleteOutlined />} aria-label={t('table.delete')} onClick={() => setPicked(picked.filter((q) => codeOf(q) !== codeOf(p)))} />,
              },
            ]}
          />
        </>
      ) : (
        <div className="lib-manual-rows" data-testid="library-manual-rows">
          {rows.map((r, i) => {
            const set = (patch: Partial<ManualRow>) => setRows(rows.map((x, j) => (j === i ? { ...x, ...patch } : x)));
            const book = r.bookNo && r.part ? findBook(books, r.bookNo, r.part) : undefined;
            return (
              <Flex key={i} gap={6} align="center">
                <Typography.Text type="secondary" style={{ width: 24, textAlign: 'end' }}>{digits(i + 1)}</Typography.Text>
                <InputNumber size="small" min={1} max={MAX_BOOK_NO} precision={0} value={r.bookNo} placeholder={t('library.bookNo')}
                  aria-label={`${t('library.bookNo')} ${i + 1}`} onChange={(v) => set({ bookNo: v ?? null })} style={{ width: 110 }} />
                <InputNumber size="small" min={1} max={MAX_BOOK_NO} precision={0} value={r.part} placeholder={t('library.part')}
                  aria-label={`${t('library.part')} ${i + 1}`} onChange={(v) => set({ part: v ?? null })} style={{ width: 80 }} />
                <Typography.Text ellipsis style={{ flex: 1 }} dir="auto">{book?.bookName ?? ''}</Typography.Text>
                {status(r.bookNo, r.part)}
              </Flex>
            );
          })}
        </div>
      )}
    </Flex>
  );
}
