import { useMutation, useQuery } from '@apollo/client/react';
import { Col, Form, Input, Row, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MAX_NAME } from '@rules/stock';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { SuggestInput } from '@/components/SuggestInput';
import { GiveFurnitureDocument, GivenFurnituresDocument, type FurnitureFieldsFragment } from '@/gql/graphql';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { emptyGive, giveCheck, shownParams, suggestionsOf, toGiveInput, type GiveValues } from './furnitureForm';

type Item = FurnitureFieldsFragment;

interface Props {
  /** The selected rows (each with something remaining). */
  items: Item[];
  onClose: () => void;
  /** After a give-out: clears the list's selection. */
  onGiven: () => void;
}

/**
 * The give-out dialog (spec doc 1 §2, §5, §7): an amount for each selected item, at most what
 * remains (maxNotPossible), the receiving department and receiver, and who gives it out.
 */
export function GiveOutDialog({ items, onClose, onGiven }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  const { me } = useSession();
  const [give] = useMutation(GiveFurnitureDocument, { refetchQueries: ['Furnitures', 'GivenFurnitures'] });
  // Earlier give-outs suggest departments and receivers.
  const earlier = useQuery(GivenFurnituresDocument, { variables: { limit: 500 } });
  const previous = earlier.data?.givenFurnitures.items;
  const departments = useMemo(() => suggestionsOf((previous ?? []).map((g) => g.receiverDepartment)), [previous]);
  const receivers = useMemo(() => suggestionsOf((previous ?? []).map((g) => g.receiverResponsible)), [previous]);
  const initial = useMemo(() => emptyGive(items, me ? `${me.firstName} ${me.lastName}`.trim() : ''), [items, me]);
  const required = t('app.required');

  return (
    <FormDialog<GiveValues>
      open
      title={t('furniture.giveTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={['receiverDepartment', 'receiverResponsible', 'responsible']}
      width={560}
      saveLabel={t('furniture.giveOut')}
      onSubmit={(v) => give({ variables: { input: toGiveInput(items, v) } })}
      onSaved={onGiven}
    >
      {() => (
        <>
          <table className="talim-give-table" style={{ width: '100%', borderCollapse: 'collapse', marginBlockEnd: 12 }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'start', paddingBlockEnd: 6 }}>{t('furniture.name')}</th>
                <th style={{ textAlign: 'end', paddingBlockEnd: 6, paddingInline: 12 }}>{t('furniture.remain')}</th>
                <th style={{ textAlign: 'start', paddingBlockEnd: 6, width: 150 }}>{t('furniture.giveAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((f) => (
                <tr key={f.id}>
                  <td style={{ verticalAlign: 'top', paddingBlockStart: 5 }}><span dir="auto">{f.furnitureName}</span></td>
                  <td style={{ verticalAlign: 'top', paddingBlockStart: 5, paddingInline: 12, textAlign: 'end' }}>
                    <Typography.Text type="secondary">{num(f.remain)}</Typography.Text>
                  </td>
                  <td>
                    <Form.Item
                      name={['amounts', String(f.id)]}
                      style={{ marginBlockEnd: 8 }}
                      rules={[
                        { required: true, message: required },
                        {
                          validator: async (_, value: number | null) => {
                            const problem = giveCheck(f, value);
                            if (problem) throw new Error(formatError(intl, { id: `error.${problem.code}`, values: shownParams(problem.params, num) }));
                          },
                        },
                      ]}
                    >
                      <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={t('furniture.giveAmountOf', { name: f.furnitureName })} />
                    </Form.Item>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="receiverDepartment" label={t('furniture.receiverDepartment')} rules={[{ required: true, whitespace: true, message: required }]}>
                <Suggest suggestions={departments} ariaLabel={t('furniture.receiverDepartment')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="receiverResponsible" label={t('furniture.receiverResponsible')} rules={[{ required: true, whitespace: true, message: required }]}>
                <Suggest suggestions={receivers} ariaLabel={t('furniture.receiverResponsible')} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="responsible" label={t('furniture.provider')}>
                <Input maxLength={MAX_NAME} aria-label={t('furniture.provider')} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </FormDialog>
  );
}

/** Free text with suggestions, for a Form.Item (which gives value and onChange). */
function Suggest({ value, onChange, suggestions, ariaLabel }: { value?: string; onChange?: (v: string) => void; suggestions: string[]; ariaLabel: string }) {
  return <SuggestInput value={value ?? ''} onChange={(v) => onChange?.(v)} suggestions={suggestions} ariaLabel={ariaLabel} style={{ width: '100%' }} />;
}
