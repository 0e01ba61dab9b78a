import { useMutation } from '@apollo/client/react';
import { Alert, Form, Grid, Input, Select, Typography, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { ApproveReceiptBooksDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { allRowsBlank, BOOK_DEPARTMENTS, BOOK_FORM_FIELDS, BOOK_FORM_ROWS, repeatedRows, rowField, rowPages, toApproveInput, type BookFormValues } from './bookForm';

/** The approving form (spec doc 2 §3, §5): ten rows of book number, first and last page and department, approved by a council member's code. */
export function ApproveBooksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [approve] = useMutation(ApproveReceiptBooksDocument, { refetchQueries: ['ApprovedReceiptBooks'] });
  // A superUser signs as themselves (the server's rule); a council member gives their code.
  const codeNeeded = useSession().me?.type !== 'superUser';
  return (
    <FormDialog<BookFormValues>
      open={open}
      title={t('receiptBooks.approveTitle')}
      onClose={onClose}
      initialValues={{}}
      fields={BOOK_FORM_FIELDS}
      width={820}
      saveLabel={t('receiptBooks.approve')}
      missing={(values) => (allRowsBlank(values) ? [rowField(0, 'bookNo')] : !codeNeeded || String(values.councilCode ?? '').trim() ? [] : ['councilCode'])}
      onSubmit={(values) => approve({ variables: { input: toApproveInput(values) } })}
    >
      {(form) => <BookRows form={form} codeNeeded={codeNeeded} />}
    </FormDialog>
  );
}

function BookRows({ form, codeNeeded }: { form: FormInstance<BookFormValues>; codeNeeded: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number: num } = useFormat();
  const values = Form.useWatch([], form) ?? {};
  const repeats = repeatedRows(values);
  const departments = BOOK_DEPARTMENTS.map((d) => ({ value: d, label: t(`receiptBooks.department.${d}`) }));
  const cell = { marginBottom: 0 };
  // On a narrow screen the column heads are hidden (receiptBooks.css): each field shows its name instead.
  const phone = !Grid.useBreakpoint().md;
  return (
    <>
      <div className="talim-book-rows" role="table" aria-label={t('receiptBooks.approveTitle')}>
        <div className="talim-book-row talim-book-head" role="row">
          <span role="columnheader">#</span>
          <span role="columnheader">{t('receiptBooks.bookNo')}</span>
          <span role="columnheader">{t('receiptBooks.receiptFrom')}</span>
          <span role="columnheader">{t('receiptBooks.receiptTill')}</span>
          <span role="columnheader">{t('receiptBooks.pages')}</span>
          <span role="columnheader">{t('receiptBooks.departmentLabel')}</span>
        </div>
        {Array.from({ length: BOOK_FORM_ROWS }, (_, i) => {
          const pages = rowPages(values, i);
          return (
            // Each field in a cell of its row (a table row holds cells, not controls).
            <div key={i} className="talim-book-row" role="row">
              <span role="cell" className="talim-book-n"><Typography.Text type="secondary">{num(i + 1)}</Typography.Text></span>
              <div role="cell" className="talim-book-no"><Form.Item name={rowField(i, 'bookNo')} style={cell} validateStatus={repeats.includes(i) ? 'warning' : undefined} help={repeats.includes(i) ? t('receiptBooks.repeat') : undefined}>
                <InputNumber
                  min={1}
                  precision={0}
                  style={{ width: '100%' }}
                  aria-label={`${t('receiptBooks.bookNo')} ${i + 1}`}
                  placeholder={phone ? t('receiptBooks.bookNo') : undefined}
                  onChange={(v) => {
                    // Spec: receiptFrom is 1 as soon as a book number is entered.
                    if (v !== null && v !== undefined && form.getFieldValue(rowField(i, 'receiptFrom')) == null) form.setFieldValue(rowField(i, 'receiptFrom'), 1);
                  }}
                />
              </Form.Item></div>
              <div role="cell" className="talim-book-from"><Form.Item name={rowField(i, 'receiptFrom')} style={cell}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={`${t('receiptBooks.receiptFrom')} ${i + 1}`} placeholder={phone ? t('receiptBooks.receiptFrom') : undefined} />
              </Form.Item></div>
              <div role="cell" className="talim-book-till"><Form.Item name={rowField(i, 'receiptTill')} style={cell}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={`${t('receiptBooks.receiptTill')} ${i + 1}`} placeholder={phone ? t('receiptBooks.receiptTill') : undefined} />
              </Form.Item></div>
              <span role="cell" className="talim-book-pages"><Typography.Text type="secondary" aria-label={`${t('receiptBooks.pages')} ${i + 1}`}>{pages === null ? '—' : num(pages)}</Typography.Text></span>
              <div role="cell" className="talim-book-dept"><Form.Item name={rowField(i, 'department')} style={cell}>
                <Select allowClear options={departments} aria-label={`${t('receiptBooks.departmentLabel')} ${i + 1}`} placeholder={phone ? t('receiptBooks.departmentLabel') : undefined} />
              </Form.Item></div>
            </div>
          );
        })}
      </div>
      <Alert type="info" showIcon title={t(codeNeeded ? 'receiptBooks.councilHint' : 'receipts.superUserSigns')} style={{ margin: '12px 0' }} />
      <Form.Item name="councilCode" label={t('receiptBooks.councilCode')} required={codeNeeded}>
        <Input.Password autoComplete="off" aria-label={t('receiptBooks.councilCode')} />
      </Form.Item>
    </>
  );
}
