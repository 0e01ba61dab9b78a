import { useMutation } from '@apollo/client/react';
import { Col, Form, Input, Row, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MAX_PRICE_PAISA } from '@rules/stock';
import { FormDialog } from '@/components/crud';
import { SaveProductsDocument, UpdateProductDocument, type ProductFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import {
  AmountInput, StockCreateFields, StockNameItem, StockResponsibleItem, StockTotalItem, useMatchedNotice, useStockInitial, type StockColumn,
} from '../administration/furniture/StockFormParts';
import { UnitSelect, useUnitLabel } from './UnitSelect';
import { anyRow, editCheck, emptyCreate, matchOf, rowLack, shownParams, toNewInput, type CreateValues, type ProductRow } from './storeForm';

type Item = ProductFieldsFragment;
const MAX_PRICE = MAX_PRICE_PAISA / 100;
const LABELS = { unit: 'store.unit', buyingPrice: 'store.buyingPrice', sellingPrice: 'store.sellingPrice', name: 'store.name', amount: 'store.amount' };

interface Props {
  open: boolean;
  /** The product being updated; null opens the new product form. */
  editing: Item | null;
  /** The store's products: name suggestions and the matched-name hint. */
  items: Item[];
  onClose: () => void;
}

/** The new/update product dialog (spec doc 2 §2, §5, §9): ten rows in new mode, one product in update mode. */
export function ProductFormDialog({ open, editing, items, onClose }: Props) {
  return editing
    ? <UpdateDialog open={open} item={editing} onClose={onClose} />
    : <CreateDialog open={open} items={items} onClose={onClose} />;
}

function CreateDialog({ open, items, onClose }: Omit<Props, 'editing'>) {
  const intl = useIntl();
  const [save] = useMutation(SaveProductsDocument, { refetchQueries: ['Products'] });
  const initial = useStockInitial(emptyCreate);
  const matched = useMatchedNotice();

  return (
    <FormDialog<CreateValues>
      open={open}
      title={intl.formatMessage({ id: 'store.addTitle' })}
      onClose={onClose}
      initialValues={initial}
      fields={['date', 'responsible']}
      labels={LABELS}
      width={960}
      onSubmit={async (values) => {
        const r = await save({ variables: { input: toNewInput(values, items) } });
        matched(r.data?.saveProducts);
      }}
    >
      {(form) => <CreateFields form={form} items={items} />}
    </FormDialog>
  );
}

function CreateFields({ form, items }: { form: FormInstance<CreateValues>; items: Item[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const unitLabel = useUnitLabel();
  const names = useMemo(() => items.map((p) => p.productName), [items]);
  const matchIn = (row: ProductRow | undefined) => matchOf(row?.name ?? '', items);
  const price = (which: 'buyingPrice' | 'sellingPrice', rowLabel: string, shown: (p: Pick<Item, 'perProductPrice' | 'perProductSellingPrice'>) => number): StockColumn<ProductRow> => ({
    field: which,
    header: t(`store.${which}`),
    input: (row, n) => {
      const match = matchIn(row);
      return <InputNumber min={0} max={MAX_PRICE} precision={2} style={{ width: '100%' }} placeholder={match ? num(shown(match)) : undefined} aria-label={t(rowLabel, { n })} />;
    },
  });
  const columns: StockColumn<ProductRow>[] = [
    {
      field: 'unit',
      header: t('store.unit'),
      input: (row, n) => {
        const match = matchIn(row);
        return match ? <UnitShown label={unitLabel(match.unit)} ariaLabel={t('store.rowUnit', { n })} /> : <UnitSelect ariaLabel={t('store.rowUnit', { n })} />;
      },
    },
    { field: 'amount', header: t('store.amount'), input: (_, n) => <AmountInput ariaLabel={t('store.rowAmount', { n })} /> },
    price('buyingPrice', 'store.rowBuyingPrice', (p) => p.perProductPrice),
    price('sellingPrice', 'store.rowSellingPrice', (p) => p.perProductSellingPrice),
  ];
  const hint = (row: ProductRow | undefined) => {
    const match = matchIn(row);
    return match ? t('store.matchHint', { name: match.productName, count: num(match.totalHas), unit: unitLabel(match.unit) }) : null;
  };

  return (
    <StockCreateFields<ProductRow>
      form={form}
      prefix="store"
      className="talim-product-rows"
      scroll
      names={names}
      lack={(row) => rowLack(row, items)}
      anyRow={anyRow}
      hint={hint}
      columns={columns}
    />
  );
}

/** A matched row keeps its product's unit: shown, not chosen. */
function UnitShown({ label, ariaLabel }: { value?: string; label: string; ariaLabel: string }) {
  return <Input value={label} disabled aria-label={ariaLabel} />;
}

interface UpdateValues { name: string; unit: string; amount: number | null; buyingPrice: number | null; sellingPrice: number | null; responsible: string }

function UpdateDialog({ open, item, onClose }: { open: boolean; item: Item; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const [update] = useMutation(UpdateProductDocument, { refetchQueries: ['Products'] });
  const required = t('app.required');
  const initial: UpdateValues = {
    name: item.productName, unit: item.unit, amount: item.totalHas, buyingPrice: item.perProductPrice, sellingPrice: item.perProductSellingPrice, responsible: item.responsible,
  };

  return (
    <FormDialog<UpdateValues>
      open={open}
      title={t('store.editTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={['name', 'unit', 'amount', 'buyingPrice', 'sellingPrice', 'responsible']}
      labels={LABELS}
      width={560}
      onSubmit={(v) => update({ variables: { input: {
        id: item.id, name: v.name.trim(), unit: v.unit, amount: v.amount ?? 0, buyingPrice: v.buyingPrice ?? 0, sellingPrice: v.sellingPrice ?? 0, responsible: v.responsible.trim(),
      } } })}
    >
      {() => (
        <Row gutter={12}>
          <Col xs={24} sm={14}>
            <StockNameItem prefix="store" />
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="unit" label={t('store.unit')} rules={[{ required: true, message: required }]}>
              <UnitSelect ariaLabel={t('store.unit')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <StockTotalItem
              prefix="store"
              hint={item.totalSold > 0 ? t('store.minHint', { sold: num(item.totalSold) }) : undefined}
              problem={(value) => {
                const problem = editCheck(item, value);
                if (problem?.code === 'minNotPossible') return t('store.minSold', { sold: num(item.totalSold) });
                return problem ? formatError(intl, { id: `error.${problem.code}`, values: shownParams(problem.params, num) }) : null;
              }}
            />
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="buyingPrice" label={t('store.buyingPrice')} rules={[{ required: true, message: required }]}>
              <InputNumber min={0} max={MAX_PRICE} precision={2} style={{ width: '100%' }} aria-label={t('store.buyingPrice')} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="sellingPrice" label={t('store.sellingPrice')} rules={[{ required: true, message: required }]}>
              <InputNumber min={0} max={MAX_PRICE} precision={2} style={{ width: '100%' }} aria-label={t('store.sellingPrice')} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <StockResponsibleItem prefix="store" />
          </Col>
        </Row>
      )}
    </FormDialog>
  );
}
