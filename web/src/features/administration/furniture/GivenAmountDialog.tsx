import { useMutation } from '@apollo/client/react';
import { Descriptions, Form, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { UpdateGivenFurnitureDocument, type GivenFurnitureFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { givenEditCheck, shownParams } from './furnitureForm';

type Given = GivenFurnitureFieldsFragment;

interface Values { amount: number | null }

/**
 * Edit a given amount (doc 2 §5): the new amount must be positive and less than before; the
 * difference comes back to the store.
 */
export function GivenAmountDialog({ open, given, onClose }: { open: boolean; given: Given; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const [update] = useMutation(UpdateGivenFurnitureDocument, { refetchQueries: ['GivenFurnitures', 'Furnitures'] });

  return (
    <FormDialog<Values>
      open={open}
      title={t('furniture.editGivenTitle')}
      onClose={onClose}
      initialValues={{ amount: null }}
      fields={['amount']}
      width={460}
      onSubmit={(v) => update({ variables: { id: given.id, amount: v.amount ?? 0 } })}
    >
      {(form) => (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBlockEnd: 16 }}
            items={[
              { key: 'name', label: t('furniture.name'), children: <span dir="auto">{given.furnitureName}</span> },
              { key: 'department', label: t('furniture.receiverDepartment'), children: <span dir="auto">{given.receiverDepartment}</span> },
              { key: 'receiver', label: t('furniture.receiverResponsible'), children: <span dir="auto">{given.receiverResponsible}</span> },
              { key: 'now', label: t('furniture.givenNow'), children: num(given.totalGiven) },
            ]}
          />
          <Form.Item
            name="amount"
            label={t('furniture.newAmount')}
            extra={<Returns form={form} given={given} />}
            rules={[
              { required: true, message: t('app.required') },
              {
                validator: async (_, value: number | null) => {
                  const outcome = givenEditCheck(given.totalGiven, given.furnitureName, value);
                  if (outcome && 'code' in outcome) {
                    throw new Error(outcome.code === 'notWorked'
                      ? t('furniture.lessThanBefore', { count: num(given.totalGiven) })
                      : formatError(intl, { id: `error.${outcome.code}`, values: shownParams(outcome.params, num) }));
                  }
                },
              },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} aria-label={t('furniture.newAmount')} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** What the edit brings back to the store, as it is typed. */
function Returns({ form, given }: { form: import('antd').FormInstance<Values>; given: Given }) {
  const intl = useIntl();
  const { number: num } = useFormat();
  const amount = Form.useWatch('amount', form);
  const outcome = givenEditCheck(given.totalGiven, given.furnitureName, amount ?? null);
  if (!outcome || 'code' in outcome) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'furniture.lessThanBefore' }, { count: num(given.totalGiven) })}</Typography.Text>;
  return <Typography.Text type="success">{intl.formatMessage({ id: 'furniture.returnsHint' }, { count: num(outcome.returned) })}</Typography.Text>;
}
