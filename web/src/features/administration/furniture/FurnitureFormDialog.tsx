import { useMutation } from '@apollo/client/react';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { SaveFurnitureDocument, UpdateFurnitureDocument, type FurnitureFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import {
  anyRow, editCheck, emptyCreate, fromFurniture, matchOf, rowLack, shownParams, toNewInput, type CreateValues, type EditValues, type FormRow,
} from './furnitureForm';
import {
  AmountInput, StockCreateFields, StockNameItem, StockResponsibleItem, StockTotalItem, useMatchedNotice, useStockInitial, type StockColumn,
} from './StockFormParts';

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
  const [save] = useMutation(SaveFurnitureDocument, { refetchQueries: ['Furnitures'] });
  const initial = useStockInitial(emptyCreate);
  const matched = useMatchedNotice();

  return (
    <FormDialog<CreateValues>
      open={open}
      title={intl.formatMessage({ id: 'furniture.addTitle' })}
      onClose={onClose}
      initialValues={initial}
      fields={['date', 'responsible']}
      width={620}
      onSubmit={async (values) => {
        const r = await save({ variables: { input: toNewInput(values) } });
        matched(r.data?.saveFurniture);
      }}
    >
      {(form) => <CreateFields form={form} items={items} />}
    </FormDialog>
  );
}

function CreateFields({ form, items }: { form: FormInstance<CreateValues>; items: Item[] }) {
  const intl = useIntl();
  const { number: num } = useFormat();
  const names = useMemo(() => items.map((f) => f.furnitureName), [items]);
  const columns: StockColumn<FormRow>[] = [
    { field: 'amount', header: intl.formatMessage({ id: 'furniture.amount' }), input: (_, n) => <AmountInput ariaLabel={intl.formatMessage({ id: 'furniture.rowAmount' }, { n })} /> },
  ];
  const hint = (row: FormRow | undefined) => {
    const match = matchOf(row?.name ?? '', items);
    return match ? intl.formatMessage({ id: 'furniture.matchHint' }, { name: match.furnitureName, count: num(match.totalHas) }) : null;
  };

  return (
    <StockCreateFields<FormRow> form={form} prefix="furniture" className="talim-furniture-rows" names={names} lack={rowLack} anyRow={anyRow} hint={hint} columns={columns} />
  );
}

function EditDialog({ open, item, onClose }: { open: boolean; item: Item; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const [update] = useMutation(UpdateFurnitureDocument, { refetchQueries: ['Furnitures', 'GivenFurnitures'] });
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
          <StockNameItem prefix="furniture" />
          <StockTotalItem
            prefix="furniture"
            hint={item.totalGiven > 0 ? t('furniture.minHint', { given: num(item.totalGiven) }) : undefined}
            problem={(value) => {
              const problem = editCheck(item, value);
              return problem ? formatError(intl, { id: `error.${problem.code}`, values: shownParams(problem.params, num) }) : null;
            }}
          />
          <StockResponsibleItem prefix="furniture" />
        </>
      )}
    </FormDialog>
  );
}
