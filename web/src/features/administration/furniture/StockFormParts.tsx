import { App, Col, DatePicker, Form, Input, Row, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAX_AMOUNT, MAX_NAME } from '@rules/stock';
import { useSession } from '@/app/session';
import { SuggestInput } from '@/components/SuggestInput';
import { isoToday, useFormat } from '@/lib/format';
import { suggestionsOf } from './furnitureForm';
import './furniture.css';

/**
 * The parts the two stock forms share: the furniture form (spec doc 1 §4) and the new/update
 * product form of the buy-and-sell store (spec doc 2 §2, §5). Both have ten rows headed by a date
 * and a responsible, a name with the store's names as suggestions and a matched-name hint, and an
 * edit of one item whose total may not go below what is out. `prefix` chooses the messages
 * (`furniture.*` or `store.*`).
 */
export type StockPrefix = 'furniture' | 'store';

/** The create form's starting values (today, the signed-in user as responsible), made once per user. */
export function useStockInitial<V>(emptyCreate: (today: string, responsible: string) => V): V {
  const { me } = useSession();
  return useMemo(() => emptyCreate(isoToday(), me ? `${me.firstName} ${me.lastName}`.trim() : ''), [me, emptyCreate]);
}

/** Says which rows went to an item already in the store (matchedFurniture). */
export function useMatchedNotice(): (saved: { message: string; matched: string[] } | null | undefined) => void {
  const intl = useIntl();
  const { message } = App.useApp();
  return (saved) => {
    if (saved?.message === 'matchedFurniture') message.info(`${intl.formatMessage({ id: 'error.matchedFurniture' })}: ${saved.matched.join(', ')}`);
  };
}

/** A column of the rows after the name: its heading and its input (given the row as typed and the row number shown). */
export interface StockColumn<R> {
  field: keyof R & string;
  header: string;
  input: (row: R | undefined, n: string) => ReactNode;
}

interface CreateFieldsProps<R extends { name: string }> {
  form: FormInstance<{ rows: R[]; date: string; responsible: string }>;
  prefix: StockPrefix;
  /** The grid's own class (its columns); the common look is talim-stock-rows. */
  className: string;
  /** Wide grids scroll sideways on a narrow screen. */
  scroll?: boolean;
  /** The store's names, offered while typing a row's name. */
  names: string[];
  /** What a typed row lacks (a blank row lacks nothing). */
  lack: (row: R | undefined) => keyof R | null;
  anyRow: (rows: (R | undefined)[]) => boolean;
  /** The matched-name hint under a row's name, if its name is already in the store. */
  hint: (row: R | undefined) => ReactNode;
  columns: StockColumn<R>[];
}

/** The create form's fields: date and responsible, then the rows (row number, name, the columns). */
export function StockCreateFields<R extends { name: string }>({ form, prefix, className, scroll, names, lack, anyRow, hint, columns }: CreateFieldsProps<R>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `${prefix}.${id}` }, values);
  const { digits } = useFormat();
  const rows: R[] = Form.useWatch('rows', form) ?? [];
  const suggestions = useMemo(() => suggestionsOf(names), [names]);
  const required = intl.formatMessage({ id: 'app.required' });
  const fields = ['name', ...columns.map((c) => c.field)];
  /** A row field's rule: required when the row lacks exactly this field; the first row asks for one row at least. */
  const lacks = (i: number, field: string) => ({
    validator: async () => {
      const all: R[] = form.getFieldValue('rows') ?? [];
      if (lack(all[i]) === field) throw new Error(required);
      if (field === 'name' && i === 0 && !anyRow(all)) throw new Error(t('oneRowNeeded'));
    },
  });
  const deps = (i: number, field: string) => fields.filter((f) => f !== field).map((f) => ['rows', i, f]);

  const grid = (
    <div className={`talim-stock-rows ${className}`} role="group" aria-label={t('rows')}>
      <span />
      <strong>{t('name')}</strong>
      {columns.map((c) => <strong key={c.field}>{c.header}</strong>)}
      <Form.List name="rows">
        {(list) => list.map((field, i) => {
          const n = digits(i + 1);
          const shown = hint(rows[i]);
          return (
            <Fragment key={field.key}>
              <span className="talim-stock-rownum">{n}</span>
              <Form.Item
                name={[field.name, 'name']}
                dependencies={deps(i, 'name')}
                extra={shown ? <span className="talim-stock-hint">{shown}</span> : undefined}
                rules={[lacks(i, 'name')]}
              >
                <NameInput suggestions={suggestions} ariaLabel={t('rowName', { n })} />
              </Form.Item>
              {columns.map((c) => (
                <Form.Item key={c.field} name={[field.name, c.field]} dependencies={deps(i, c.field)} rules={[lacks(i, c.field)]}>
                  {c.input(rows[i], n)}
                </Form.Item>
              ))}
            </Fragment>
          );
        })}
      </Form.List>
    </div>
  );

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="date"
            label={t('createdAt')}
            rules={[{ required: true, message: required }]}
            getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
            normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('createdAt')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="responsible" label={t('responsible')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input maxLength={MAX_NAME} aria-label={t('responsible')} />
          </Form.Item>
        </Col>
      </Row>
      {scroll ? <div className="talim-stock-rows-scroll">{grid}</div> : grid}
    </>
  );
}

/** A row's name: free text with the store's names as suggestions (the form gives value and onChange). */
function NameInput({ value, onChange, suggestions, ariaLabel }: { value?: string; onChange?: (v: string) => void; suggestions: string[]; ariaLabel: string }) {
  return <SuggestInput value={value ?? ''} onChange={(v) => onChange?.(v)} suggestions={suggestions} ariaLabel={ariaLabel} style={{ width: '100%' }} allowClear={false} />;
}

/** A row's amount: a whole number from 1. */
export function AmountInput({ ariaLabel, ...field }: { ariaLabel: string; value?: number | null; onChange?: (v: number | null) => void }) {
  return <InputNumber {...field} min={1} max={MAX_AMOUNT} precision={0} style={{ width: '100%' }} aria-label={ariaLabel} />;
}

/** The edit form's name (required). */
export function StockNameItem({ prefix }: { prefix: StockPrefix }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `${prefix}.name` });
  return (
    <Form.Item name="name" label={label} rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'app.required' }) }]}>
      <Input maxLength={MAX_NAME} aria-label={label} />
    </Form.Item>
  );
}

/**
 * The edit form's total: required, and not below what is out (`out`: given or sold). `problem`
 * is the refusal's message before asking, if any; `hint` says how many are out.
 */
export function StockTotalItem({ prefix, hint, problem }: { prefix: StockPrefix; hint?: string; problem: (value: number | null) => string | null }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `${prefix}.totalHas` });
  return (
    <Form.Item
      name="amount"
      label={label}
      extra={hint}
      rules={[
        { required: true, message: intl.formatMessage({ id: 'app.required' }) },
        {
          validator: async (_, value: number | null) => {
            const message = problem(value);
            if (message) throw new Error(message);
          },
        },
      ]}
    >
      <AmountInput ariaLabel={label} />
    </Form.Item>
  );
}

/** The edit form's responsible (left empty: unchanged). */
export function StockResponsibleItem({ prefix }: { prefix: StockPrefix }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `${prefix}.responsible` });
  return (
    <Form.Item name="responsible" label={label}>
      <Input maxLength={MAX_NAME} aria-label={label} />
    </Form.Item>
  );
}
