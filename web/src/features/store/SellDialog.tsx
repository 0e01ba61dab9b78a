import { useMutation } from '@apollo/client/react';
import { Checkbox, Col, Form, Input, Row, Typography, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { amountInWords } from '@rules/in-words';
import { MAX_NAME } from '@rules/stock';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { usePrint } from '@/components/PrintHost';
import { SellProductsDocument, type ProductFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useMoney, useWordsLang } from '@/print/accounts/VoucherPrint';
import { SaleReceipt } from '@/print/store/SaleReceipt';
import { useUnitLabel } from './UnitSelect';
import { emptySell, linePaisa, salePaisa, sellCheck, shownParams, toSellInput, type SellValues } from './storeForm';

type Item = ProductFieldsFragment;

interface Props {
  /** The selected products (each with something remaining). */
  items: Item[];
  onClose: () => void;
  /** After a sale: clears the list's selection. */
  onSold: () => void;
}

/**
 * The selling dialog (spec doc 2 §2, §3, §5): an amount for each selected product (at most what
 * remains: maxNotPossible), its line total (amount × selling price), the all total with its words,
 * buyer (the spec's seller field), mobile and who sells; the receipt prints after the sale when asked.
 */
export function SellDialog({ items, onClose, onSold }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { me } = useSession();
  const print = usePrint();
  const [sell] = useMutation(SellProductsDocument, { refetchQueries: ['Products', 'SoldProducts'] });
  const initial = useMemo(() => emptySell(items, me ? `${me.firstName} ${me.lastName}`.trim() : ''), [items, me]);
  const required = t('app.required');

  return (
    <FormDialog<SellValues>
      open
      title={t('store.sellTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={['seller', 'mobile', 'responsible', 'allTotal']}
      labels={{ seller: 'store.buyer', mobile: 'store.mobile' }}
      width={760}
      saveLabel={t('store.sell')}
      onSubmit={async (v) => {
        const r = await sell({ variables: { input: toSellInput(items, v) } });
        const sale = r.data?.sellProducts;
        if (sale && v.print) print(<SaleReceipt sale={sale} />);
      }}
      onSaved={onSold}
    >
      {(form) => (
        <>
          <SellLines form={form} items={items} />
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="seller" label={t('store.buyer')} rules={[{ required: true, whitespace: true, message: required }]}>
                <Input maxLength={MAX_NAME} aria-label={t('store.buyer')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="mobile" label={t('store.mobile')} rules={[{ required: true, whitespace: true, message: required }, { max: 29, message: t('error.checkMobile') }]}>
                <Input inputMode="tel" dir="ltr" aria-label={t('store.mobile')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="responsible" label={t('store.soldBy')}>
                <Input maxLength={MAX_NAME} aria-label={t('store.soldBy')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="print" valuePropName="checked" className="talim-sell-print">
                <Checkbox>{t('store.printReceipt')}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </FormDialog>
  );
}

/** The selected products with their amount inputs, line totals and the all total in figures and words. */
function SellLines({ form, items }: { form: FormInstance<SellValues>; items: Item[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const money = useMoney();
  const lang = useWordsLang();
  const unitLabel = useUnitLabel();
  const amounts: SellValues['amounts'] = Form.useWatch('amounts', form) ?? {};
  const total = salePaisa(items, amounts);
  const required = t('app.required');

  return (
    <table className="talim-sell-table">
      <thead>
        <tr>
          <th>{t('store.name')}</th>
          <th className="num">{t('store.remain')}</th>
          <th className="num">{t('store.sellingPrice')}</th>
          <th style={{ width: 140 }}>{t('store.sellAmount')}</th>
          <th className="num">{t('store.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((p) => (
          <tr key={p.id}>
            <td><span dir="auto">{p.productName}</span></td>
            <td className="num"><Typography.Text type="secondary">{num(p.remain)} {unitLabel(p.unit)}</Typography.Text></td>
            <td className="num">{money(p.perProductSellingPrice)}</td>
            <td>
              <Form.Item
                name={['amounts', String(p.id)]}
                style={{ marginBlockEnd: 6 }}
                rules={[
                  { required: true, message: required },
                  {
                    validator: async (_, value: number | null) => {
                      const problem = sellCheck(p, value);
                      if (problem) throw new Error(formatError(intl, { id: `error.${problem.code}`, values: shownParams(problem.params, num) }));
                    },
                  },
                ]}
              >
                <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={t('store.sellAmountOf', { name: p.productName })} />
              </Form.Item>
            </td>
            <td className="num" data-testid="sell-line-total">{money(linePaisa(p, amounts[String(p.id)]) / 100)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}><strong>{t('store.allTotal')}</strong></td>
          <td className="num"><strong data-testid="sell-all-total">{money(total / 100)}</strong></td>
        </tr>
        <tr>
          <td colSpan={5}><Typography.Text type="secondary">{t('store.inWords')}: {amountInWords(total, lang)}</Typography.Text></td>
        </tr>
      </tfoot>
    </table>
  );
}
