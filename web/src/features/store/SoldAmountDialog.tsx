import { useMutation } from '@apollo/client/react';
import { Descriptions, Form, Typography, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { UpdateSoldProductDocument, type SoldProductFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useUnitLabel } from './UnitSelect';
import { shownParams, soldCheck } from './storeForm';

type Line = SoldProductFieldsFragment;

interface Values { amount: number | null }

/**
 * A sold line's edit (doc 2 §4–§5): 'edit' sets a new amount (positive; unchanged does nothing;
 * at most what remains plus the line: maxNotPossible), 'accept' takes some of it back into the
 * store (from 1 to the line's amount).
 */
export function SoldAmountDialog({ mode, line, remain, onClose }: { mode: 'edit' | 'accept'; line: Line; remain: number | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const unitLabel = useUnitLabel();
  const [update] = useMutation(UpdateSoldProductDocument, { refetchQueries: ['SoldProducts', 'Products'] });
  const most = mode === 'accept' ? line.totalSold : remain === null ? null : remain + line.totalSold;

  return (
    <FormDialog<Values>
      open
      title={t(mode === 'accept' ? 'store.acceptTitle' : 'store.editSoldTitle')}
      onClose={onClose}
      initialValues={{ amount: mode === 'edit' ? line.totalSold : null }}
      fields={['newSoldAmount', 'acceptingAmount']}
      width={460}
      saveLabel={mode === 'accept' ? t('store.accept') : undefined}
      onSubmit={(v) => update({ variables: { input: mode === 'accept' ? { id: line.id, acceptingAmount: v.amount ?? 0 } : { id: line.id, newSoldAmount: v.amount ?? 0 } } })}
    >
      {(form) => (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBlockEnd: 16 }}
            items={[
              { key: 'name', label: t('store.name'), children: <span dir="auto">{line.productName}</span> },
              { key: 'seller', label: t('store.buyer'), children: <span dir="auto">{line.sellerName}</span> },
              { key: 'now', label: t('store.soldNow'), children: `${num(line.totalSold)} ${unitLabel(line.unit)}` },
              ...(mode === 'edit' && remain !== null ? [{ key: 'remain', label: t('store.remain'), children: num(remain) }] : []),
            ]}
          />
          <Form.Item
            name="amount"
            label={t(mode === 'accept' ? 'store.acceptAmount' : 'store.newSoldAmount')}
            extra={mode === 'edit' ? <Change form={form} line={line} remain={remain} /> : most !== null ? t('store.atMost', { from: num(1), count: num(most) }) : undefined}
            rules={[
              { required: true, message: t('app.required') },
              {
                validator: async (_, value: number | null) => {
                  if (value === null || value === undefined) return;
                  if (mode === 'accept') {
                    if (value < 1 || value > line.totalSold) throw new Error(t('store.atMost', { from: num(1), count: num(line.totalSold) }));
                    return;
                  }
                  const outcome = remain === null ? null : soldCheck(line, remain, value);
                  if (outcome && 'code' in outcome) throw new Error(formatError(intl, { id: `error.${outcome.code}`, values: shownParams(outcome.params, num) }));
                },
              },
            ]}
          >
            <InputNumber min={1} max={most ?? undefined} precision={0} style={{ width: '100%' }} aria-label={t(mode === 'accept' ? 'store.acceptAmount' : 'store.newSoldAmount')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** What the edit does to the store, as it is typed. */
function Change({ form, line, remain }: { form: FormInstance<Values>; line: Line; remain: number | null }) {
  const intl = useIntl();
  const { number: num } = useFormat();
  const amount = Form.useWatch('amount', form);
  const outcome = remain === null ? null : soldCheck(line, remain, amount ?? null);
  if (!outcome || 'code' in outcome || outcome.delta === 0) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'store.unchanged' })}</Typography.Text>;
  return outcome.delta < 0
    ? <Typography.Text type="success">{intl.formatMessage({ id: 'store.returnsHint' }, { count: num(-outcome.delta) })}</Typography.Text>
    : <Typography.Text type="warning">{intl.formatMessage({ id: 'store.moreHint' }, { count: num(outcome.delta) })}</Typography.Text>;
}
