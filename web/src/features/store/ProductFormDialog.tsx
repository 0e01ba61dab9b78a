import { useMutation } from '@apollo/client/react';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MAX_AMOUNT, MAX_NAME, MAX_PRICE_PAISA } from '@rules/stock';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { SuggestInput } from '@/components/SuggestInput';
import { SaveProductsDocument, UpdateProductDocument, type ProductFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import { UnitSelect, useUnitLabel } from './UnitSelect';
import { anyRow, editCheck, emptyCreate, matchOf, rowLack, shownParams, suggestionsOf, toNewInput, type CreateValues } from './storeForm';

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
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const { me } = useSession();
  const [save] = useMutation(SaveProductsDocument, { refetchQueries: ['Products'] });
  const initial = useMemo(() => emptyCreate(isoToday(), me ? `${me.firstName} ${me.lastName}`.trim() : ''), [me]);

  return (
    <FormDialog<CreateValues>
      open={open}
      title={t('store.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={['date', 'responsible']}
      labels={LABELS}
      width={960}
      onSubmit={async (values) => {
        const r = await save({ variables: { input: toNewInput(values, items) } });
        const saved = r.data?.saveProducts;
        if (saved?.message === 'matchedFurniture') message.info(`${t('error.matchedFurniture')}: ${saved.matched.join(', ')}`);
      }}
    >
      {(form) => <CreateFields form={form} items={items} />}
    </FormDialog>
  );
}

function CreateFields({ form, items }: { form: FormInstance<CreateValues>; items: Item[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, digits } = useFormat();
  const unitLabel = useUnitLabel();
  const rows = Form.useWatch('rows', form) ?? [];
  const names = useMemo(() => suggestionsOf(items.map((p) => p.productName)), [items]);
  const required = t('app.required');
  /** A row field's rule: required when the row lacks exactly this field. */
  const lacks = (i: number, field: keyof CreateValues['rows'][number]) => ({
    validator: async () => {
      const all: CreateValues['rows'] = form.getFieldValue('rows') ?? [];
      if (rowLack(all[i], items) === field) throw new Error(required);
      if (field === 'name' && i === 0 && !anyRow(all)) throw new Error(t('store.oneRowNeeded'));
    },
  });
  const deps = (i: number) => (['name', 'unit', 'amount', 'buyingPrice', 'sellingPrice'] as const).map((f) => ['rows', i, f]);

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="date"
            label={t('store.createdAt')}
            rules={[{ required: true, message: required }]}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('store.createdAt')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="responsible" label={t('store.responsible')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input maxLength={MAX_NAME} aria-label={t('store.responsible')} />
          </Form.Item>
        </Col>
      </Row>
      <div className="talim-product-rows-scroll">
        <div className="talim-product-rows" role="group" aria-label={t('store.rows')}>
          <span />
          <strong>{t('store.name')}</strong>
          <strong>{t('store.unit')}</strong>
          <strong>{t('store.amount')}</strong>
          <strong>{t('store.buyingPrice')}</strong>
          <strong>{t('store.sellingPrice')}</strong>
          <Form.List name="rows">
            {(fields) => fields.map((field, i) => {
              const match = matchOf(rows[i]?.name ?? '', items);
              const n = digits(i + 1);
              return (
                <Fragment key={field.key}>
                  <span className="talim-product-rownum">{n}</span>
                  <Form.Item
                    name={[field.name, 'name']}
                    dependencies={deps(i)}
                    extra={match ? <span className="talim-product-hint">{t('store.matchHint', { name: match.productName, count: num(match.totalHas), unit: unitLabel(match.unit) })}</span> : undefined}
                    rules={[lacks(i, 'name')]}
                  >
                    <NameInput suggestions={names} ariaLabel={t('store.rowName', { n })} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unit']} rules={[lacks(i, 'unit')]}>
                    {match ? <UnitShown label={unitLabel(match.unit)} ariaLabel={t('store.rowUnit', { n })} /> : <UnitSelect ariaLabel={t('store.rowUnit', { n })} />}
                  </Form.Item>
                  <Form.Item name={[field.name, 'amount']} rules={[lacks(i, 'amount')]}>
                    <InputNumber min={1} max={MAX_AMOUNT} precision={0} style={{ width: '100%' }} aria-label={t('store.rowAmount', { n })} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'buyingPrice']} rules={[lacks(i, 'buyingPrice')]}>
                    <InputNumber min={0} max={MAX_PRICE} precision={2} style={{ width: '100%' }} placeholder={match ? num(match.perProductPrice) : undefined} aria-label={t('store.rowBuyingPrice', { n })} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'sellingPrice']} rules={[lacks(i, 'sellingPrice')]}>
                    <InputNumber min={0} max={MAX_PRICE} precision={2} style={{ width: '100%' }} placeholder={match ? num(match.perProductSellingPrice) : undefined} aria-label={t('store.rowSellingPrice', { n })} />
                  </Form.Item>
                </Fragment>
              );
            })}
          </Form.List>
        </div>
      </div>
    </>
  );
}

/** A matched row keeps its product's unit: shown, not chosen. */
function UnitShown({ label, ariaLabel }: { value?: string; label: string; ariaLabel: string }) {
  return <Input value={label} disabled aria-label={ariaLabel} />;
}

/** A row's name: free text with the store's names as suggestions (the form gives value and onChange). */
function NameInput({ value, onChange, suggestions, ariaLabel }: { value?: string; onChange?: (v: string) => void; suggestions: string[]; ariaLabel: string }) {
  return <SuggestInput value={value ?? ''} onChange={(v) => onChange?.(v)} suggestions={suggestions} ariaLabel={ariaLabel} style={{ width: '100%' }} />;
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
            <Form.Item name="name" label={t('store.name')} rules={[{ required: true, whitespace: true, message: required }]}>
              <Input maxLength={MAX_NAME} aria-label={t('store.name')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="unit" label={t('store.unit')} rules={[{ required: true, message: required }]}>
              <UnitSelect ariaLabel={t('store.unit')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="amount"
              label={t('store.totalHas')}
              extra={item.totalSold > 0 ? t('store.minHint', { sold: num(item.totalSold) }) : undefined}
              rules={[
                { required: true, message: required },
                {
                  validator: async (_, value: number | null) => {
                    const problem = editCheck(item, value);
                    if (problem?.code === 'minNotPossible') throw new Error(t('store.minSold', { sold: num(item.totalSold) }));
                    if (problem) throw new Error(formatError(intl, { id: `error.${problem.code}`, values: shownParams(problem.params, num) }));
                  },
                },
              ]}
            >
              <InputNumber min={1} max={MAX_AMOUNT} precision={0} style={{ width: '100%' }} aria-label={t('store.totalHas')} />
            </Form.Item>
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
            <Form.Item name="responsible" label={t('store.responsible')}>
              <Input maxLength={MAX_NAME} aria-label={t('store.responsible')} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormDialog>
  );
}
