import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, App, Col, DatePicker, Descriptions, Form, Row, Select, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { defaultReceivingDate, type ReceiverKind, type Scan } from '@rules/library';
import { FormDialog, LookupInput, type Lookup } from '@/components/crud';
import {
  LibraryReceiverDocument, ProvideBooksDocument, UpdateProvidedBooksDocument, type BookFieldsFragment, type LibraryReceiverQuery,
  type ProvidedBookFieldsFragment,
} from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { BookPicker, type PickMode } from './BookPicker';
import { bookRefs, codeOf, emptyRows, findBook, libraryErrorText, type ManualRow, type PickedBook } from './libraryForm';
import './library.css';

type Receiver = LibraryReceiverQuery['libraryReceiver'];
interface Values { kind: ReceiverKind; idNo: string; givingDate: string; receivingDate: string; lateFee: number | null }

const LABELS = { idNo: 'library.idNo', givingDate: 'library.givingDate', receivingDate: 'library.receivingDate', lateFee: 'library.lateFee', providedBooks: 'library.books' };
const asDay = (v: string) => ({ value: v ? dayjs(v) : null });
const fromDay = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');

/**
 * The provide dialog (spec doc 2 §4–§5, §9): a new provide (receiver check first: save stays
 * disabled until the receiver is found and has no open record) or an edit of an open record
 * (receiving date, late fee, books added or taken off). Giving date defaults to today, receiving
 * date to a year later, late fee to 0. Books come from a barcode scan (auto) or 20 rows (manual);
 * a scan of 0.0-<admit number> picks the student.
 */
export function ProvideDialog({ editing, books, onClose }: { editing: ProvidedBookFieldsFragment | null; books: readonly BookFieldsFragment[]; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const client = useApolloClient();
  const refetchQueries = ['ProvidedBooks', 'Books'];
  const [provide] = useMutation(ProvideBooksDocument, { refetchQueries });
  const [update] = useMutation(UpdateProvidedBooksDocument, { refetchQueries });
  const [lookup, setLookup] = useState<Lookup<Receiver>>({ state: 'idle' });
  const [mode, setMode] = useState<PickMode>('auto');
  const [picked, setPicked] = useState<PickedBook[]>([]);
  const [rows, setRows] = useState<ManualRow[]>(emptyRows);
  const [removed, setRemoved] = useState<PickedBook[]>([]);
  const today = isoToday();
  const initial = useMemo<Values>(() => (editing
    ? { kind: editing.kind as ReceiverKind, idNo: editing.idNo, givingDate: editing.givingDate, receivingDate: editing.receivingDate, lateFee: editing.lateFee }
    : { kind: 'student', idNo: '', givingDate: today, receivingDate: defaultReceivingDate(today), lateFee: 0 }), [editing, today]);

  const fetchReceiver = async (kind: string, idNo: string) => {
    const { data } = await client.query({ query: LibraryReceiverDocument, variables: { kind, idNo }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('no answer');
    return data.libraryReceiver;
  };
  /** A scanned student card: the receiver becomes that student and is checked at once. */
  const checkStudent = async (form: FormInstance<Values>, admitNo: string) => {
    form.setFieldsValue({ kind: 'student', idNo: admitNo });
    setLookup({ state: 'loading' });
    try {
      setLookup({ state: 'found', person: await fetchReceiver('student', admitNo) });
    } catch (e) {
      setLookup({ state: 'notFound' });
      message.info(errorText(intl, e));
    }
  };
  const onScan = (form: FormInstance<Values>) => (scan: Scan, text: string) => {
    if (!scan) return void message.warning(t('library.scanUnknown', { text }));
    if (scan.kind === 'student') return void (editing ? message.info(t('library.receiverFixed')) : checkStudent(form, scan.admitNo));
    const book = findBook(books, scan.bookNo, scan.part);
    if (!book) return void message.info(t('library.noSuchBookCode', { code: codeOf(scan) }));
    const onRecord = editing?.books.some((b) => codeOf(b) === codeOf(scan));
    if (onRecord) return void message.info(t('library.alreadyOnRecord', { code: codeOf(scan) }));
    if (book.condition === 'out') return void message.warning(t('library.bookOut', { code: codeOf(scan) }));
    if (!picked.some((p) => codeOf(p) === codeOf(scan))) setPicked([...picked, { bookNo: book.bookNo, part: book.part, bookName: book.bookName }]);
  };

  const receiverOk = editing !== null || (lookup.state === 'found' && !lookup.person.openId);
  // Provided items cannot be fully deleted: accept them instead (spec's further messages).
  const emptied = editing !== null && removed.length >= editing.books.length && bookRefs(picked, rows, editing.books).length === 0;
  return (
    <FormDialog<Values>
      open
      title={editing ? t('library.editProvided', { name: editing.name }) : t('library.provideTitle')}
      onClose={onClose}
      width={760}
      initialValues={initial}
      fields={['idNo', 'givingDate', 'receivingDate', 'lateFee', 'providedBooks']}
      labels={LABELS}
      saveDisabled={!receiverOk || emptied}
      saveLabel={editing ? undefined : t('library.provide')}
      onSubmit={(v) => (editing
        ? update({ variables: { input: {
          id: editing.id, receivingDate: v.receivingDate, lateFee: v.lateFee ?? 0,
          addBooks: bookRefs(picked, rows, editing.books), missingBooks: removed.map(({ bookNo, part }) => ({ bookNo, part })),
        } } })
        : provide({ variables: { input: {
          kind: v.kind, idNo: v.idNo.trim(), givingDate: v.givingDate, receivingDate: v.receivingDate, lateFee: v.lateFee ?? 0, books: bookRefs(picked, rows),
        } } })).catch((e: unknown) => {
        // The library's own reason (a book out, every book taken off) besides the catalogue's notWorked.
        const text = libraryErrorText(intl, e);
        if (text) message.warning(text);
        throw e;
      })}
    >
      {(form) => (
        <>
          <Row gutter={12}>
            {!editing && (
              <>
                <Col xs={24} sm={8}>
                  <Form.Item name="kind" label={t('library.receiverKind')} required>
                    <Select
                      options={[{ value: 'student', label: t('library.student') }, { value: 'staff', label: t('library.staff') }]}
                      onChange={() => { form.setFieldsValue({ idNo: '' }); setLookup({ state: 'idle' }); }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={16}>
                  <Form.Item name="idNo" label={t('library.idNo')} rules={[{ required: true, whitespace: true, message: t('app.required') }]} extra={t('library.idNoHint')}>
                    <LookupInput<Receiver>
                      form={form}
                      field="idNo"
                      lookup={lookup}
                      setLookup={setLookup}
                      foundId={null}
                      fetch={(idNo) => fetchReceiver(form.getFieldValue('kind') as string, idNo)}
                      findLabel={t('library.check')}
                      ariaLabel={t('library.idNo')}
                    />
                  </Form.Item>
                </Col>
              </>
            )}
            <Col xs={24}>
              <ReceiverPanel editing={editing} lookup={lookup} />
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="givingDate" label={t('library.givingDate')} getValueProps={asDay} normalize={fromDay} rules={[{ required: true, message: t('app.required') }]}>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} disabled={Boolean(editing)} allowClear={false}
                  onChange={(d: Dayjs | null) => { if (d) form.setFieldsValue({ receivingDate: defaultReceivingDate(fromDay(d)) }); }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="receivingDate" label={t('library.receivingDate')} getValueProps={asDay} normalize={fromDay} rules={[{ required: true, message: t('app.required') }]}>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="lateFee" label={t('library.lateFee')}>
                <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          {emptied && <Alert type="warning" showIcon title={t('library.reason.fullDelete')} style={{ marginBlockEnd: 8 }} />}
          <BookPicker
            books={books} mode={mode} setMode={setMode} picked={picked} setPicked={setPicked} rows={rows} setRows={setRows} onScan={onScan(form)}
            current={editing?.books} removed={removed} setRemoved={setRemoved}
          />
          <div style={{ height: 12 }} />
        </>
      )}
    </FormDialog>
  );
}

/** What the receiver check found: name and class or designation; a receiver with books out is told to edit that record. */
function ReceiverPanel({ editing, lookup }: { editing: ProvidedBookFieldsFragment | null; lookup: Lookup<Receiver> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const person = editing ?? (lookup.state === 'found' ? lookup.person : null);
  if (!person) {
    return <Alert type={lookup.state === 'notFound' ? 'warning' : 'info'} showIcon title={t(lookup.state === 'notFound' ? 'error.sorryNotFound' : 'library.checkFirst')} style={{ marginBlockEnd: 12 }} />;
  }
  const openId = !editing && lookup.state === 'found' ? lookup.person.openId : null;
  return (
    <>
      <Descriptions size="small" column={3} style={{ marginBlockEnd: 8 }} data-testid="library-receiver" items={[
        { key: 'id', label: t('library.idNo'), children: <span dir="ltr">{digits(person.idNo)}</span> },
        { key: 'name', label: t('library.recipient'), children: <span dir="auto">{person.name}</span> },
        { key: 'class', label: t('library.classOrLevel'), children: <span dir="auto">{person.classOrLevel}</span> },
      ]} />
      {openId ? <Alert type="warning" showIcon title={t('library.hasOpenRecord')} style={{ marginBlockEnd: 12 }} /> : null}
    </>
  );
}
