import { useMutation } from '@apollo/client/react';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MAX_AMOUNT, MAX_NAME } from '@rules/stock';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { SuggestInput } from '@/components/SuggestInput';
import { SaveFurnitureDocument, UpdateFurnitureDocument, type FurnitureFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { isoToday, useFormat } from '@/lib/format';
import {
  anyRow, editCheck, emptyCreate, fromFurniture, matchOf, rowLack, shownParams, suggestionsOf, toNewInput, type CreateValues, type EditValues,
} from './furnitureForm';

type Item = FurnitureFieldsFragment;

interface Props {
  open: boolean;
  /** The item being edited; null opens the create form. */
  editing: Item | null;
  /** The store's items: name suggestions and the matched-name hint. */
  items: Item[];
  onClose: () => void;
}

/** The furniture form (spec doc 1 §4): create mode with ten blank rows, edit mode for one item. */
export function FurnitureFormDialog({ open, editing, items, onClose }: Props) {
  return editing
    ? <EditDialog open={open} item={editing} onClose={onClose} />
    : <CreateDialog open={open} items={items} onClose={onClose} />;
}

function CreateDialog({ open, items, onClose }: Omit<Props, 'editing'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = App.useApp();
  const { me } = useSession();
  const [save] = useMutation(SaveFurnitureDocument, { refetchQueries: ['Furnitures'] });
  const initial = useMemo(() => emptyCreate(isoToday(), me ? `${me.firstName} ${me.lastName}`.trim() : ''), [me]);

  return (
    <FormDialog<CreateValues>
      open={open}
      title={t('furniture.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={['date', 'responsible']}
      width={620}
      onSubmit={async (values) => {
        const r = await save({ variables: { input: toNewInput(values) } });
        const saved = r.data?.saveFurniture;
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
  const rows = Form.useWatch('rows', form) ?? [];
  const names = useMemo(() => suggestionsOf(items.map((f) => f.furnitureName)), [items]);
  const required = t('app.required');

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="date"
            label={t('furniture.createdAt')}
            rules={[{ required: true, message: required }]}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('furniture.createdAt')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="responsible" label={t('furniture.responsible')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input maxLength={MAX_NAME} aria-label={t('furniture.responsible')} />
          </Form.Item>
        </Col>
      </Row>
      <div className="talim-furniture-rows" role="group" aria-label={t('furniture.rows')}>
        <span />
        <strong>{t('furniture.name')}</strong>
        <strong>{t('furniture.amount')}</strong>
        <Form.List name="rows">
          {(fields) => fields.map((field, i) => {
            const match = matchOf(rows[i]?.name ?? '', items);
            return (
              <Fragment key={field.key}>
                <span className="talim-furniture-rownum">{digits(i + 1)}</span>
                <Form.Item
                  name={[field.name, 'name']}
                  dependencies={[['rows', field.name, 'amount']]}
                  extra={match ? <span className="talim-furniture-hint">{t('furniture.matchHint', { name: match.furnitureName, count: num(match.totalHas) })}</span> : undefined}
                  rules={[{
                    validator: async () => {
                      const all: CreateValues['rows'] = form.getFieldValue('rows') ?? [];
                      if (rowLack(all[i]) === 'name') throw new Error(required);
                      if (i === 0 && !anyRow(all)) throw new Error(t('furniture.oneRowNeeded'));
                    },
                  }]}
                >
                  <NameInput suggestions={names} ariaLabel={t('furniture.rowName', { n: digits(i + 1) })} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'amount']}
                  dependencies={[['rows', field.name, 'name']]}
                  rules={[{
                    validator: async () => {
                      const all: CreateValues['rows'] = form.getFieldValue('rows') ?? [];
                      if (rowLack(all[i]) === 'amount') throw new Error(required);
                    },
                  }]}
                >
                  <InputNumber min={1} max={MAX_AMOUNT} precision={0} style={{ width: '100%' }} aria-label={t('furniture.rowAmount', { n: digits(i + 1) })} />
                </Form.Item>
              </Fragment>
            );
          })}
        </Form.List>
      </div>
    </>
  );
}

/** A row's name: free text with the store's names as suggestions (the form gives value and onChange). */
function NameInput({ value, onChange, suggestions, ariaLabel }: { value?: string; onChange?: (v: string) => void; suggestions: string[]; ariaLabel: string }) {
  return <SuggestInput value={value ?? ''} onChange={(v) => onChange?.(v)} suggestions={suggestions} ariaLabel={ariaLabel} style={{ width: '100%' }} />;
}

function EditDialog({ open, item, onClose }: { open: boolean; item: Item; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const [update] = useMutation(UpdateFurnitureDocument, { refetchQueries: ['Furnitures', 'GivenFurnitures'] });
  const required = t('app.required');

  return (
    <FormDialog<EditValues>
      open={open}
      title={t('furniture.editTitle')}
      onClose={onClose}
      initialValues={fromFurniture(item)}
      fields={['name', 'amount', 'responsible']}
      width={480}
      onSubmit={(v) => update({ variables: { input: { id: item.id, name: v.name.trim(), amount: v.amount ?? 0, responsible: v.responsible.trim() } } })}
    >
      {() => (
        <>
          <Form.Item name="name" label={t('furniture.name')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input maxLength={MAX_NAME} aria-label={t('furniture.name')} />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('furniture.totalHas')}
            extra={item.totalGiven > 0 ? t('furniture.minHint', { given: num(item.totalGiven) }) : undefined}
            rules={[
              { required: true, message: required },
              {
                validator: async (_, value: number | null) => {
                  const problem = editCheck(item, value);
                  if (problem) throw new Error(formatError(intl, { id: `error.${problem.code}`, values: shownParams(problem.params, num) }));
                },
              },
            ]}
          >
            <InputNumber min={1} max={MAX_AMOUNT} precision={0} style={{ width: '100%' }} aria-label={t('furniture.totalHas')} />
          </Form.Item>
          <Form.Item name="responsible" label={t('furniture.responsible')}>
            <Input maxLength={MAX_NAME} aria-label={t('furniture.responsible')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
