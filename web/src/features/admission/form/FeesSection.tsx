import { useQuery } from '@apollo/client/react';
import { Divider, Empty, Flex, Form, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { AdmissionFeesDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { feeTotal, mergeFees, type AdmissionValues, type FeeLine } from './admissionForm';

/**
 * The student's fees (spec §5): the fee rules of the approved class and group, merged with the
 * amounts already saved; amounts are editable and the total follows.
 */
export function FeesSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number } = useFormat();
  const form = Form.useFormInstance<AdmissionValues>();
  const className = (Form.useWatch('approvedClass', form) as string | undefined) ?? '';
  const groupName = (Form.useWatch('groupName', form) as string | undefined) ?? '';
  const fees = (Form.useWatch('fees', { form, preserve: true }) as FeeLine[] | undefined) ?? [];
  const { data } = useQuery(AdmissionFeesDocument, { variables: { className, groupName }, skip: !className });

  useEffect(() => {
    if (!data) return;
    const current = (form.getFieldValue('fees') as FeeLine[] | undefined) ?? [];
    const merged = mergeFees(current, data.admissionFees);
    if (merged.length !== current.length) form.setFieldValue('fees', merged);
  }, [data, form]);

  const title = (key: string) => (intl.messages[`feeTitle.${key}`] ? t(`feeTitle.${key}`) : key);
  return (
    <>
      <Divider titlePlacement="start">{t('student.fees')}</Divider>
      <Form.List name="fees">
        {(fields) => (fields.length ? (
          <Flex vertical gap={6} style={{ maxWidth: 480 }}>
            {fields.map((field) => {
              const line = fees[field.name] ?? (form.getFieldValue(['fees', field.name]) as FeeLine | undefined);
              return (
                <Flex key={field.key} align="center" gap={12}>
                  <Typography.Text style={{ flex: 1 }}>{line ? title(line.title) : ''}</Typography.Text>
                  <Form.Item name={[field.name, 'amount']} noStyle>
                    <InputNumber min={0} step={1} precision={2} style={{ width: 160 }} aria-label={line ? title(line.title) : undefined} />
                  </Form.Item>
                </Flex>
              );
            })}
            <Flex align="center" gap={12} style={{ borderTop: '1px solid rgba(127,127,127,.3)', paddingTop: 6 }}>
              <Typography.Text strong style={{ flex: 1 }}>{t('admission.form.total')}</Typography.Text>
              <Typography.Text strong style={{ width: 160 }}>{number(feeTotal(fees))}</Typography.Text>
            </Flex>
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admission.form.noFees')} />
        ))}
      </Form.List>
    </>
  );
}
