import { useMutation } from '@apollo/client/react';
import { Button, Col, DatePicker, Divider, Form, Input, Radio, Row, Select, Space, Typography, type FormInstance } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { isValidMobileField } from '@rules/mobile';
import { FormDialog } from '@/components/crud';
import { ACADEMY_TYPES, PASSWORD_MIN } from '@/features/auth/AcademyForm';
import { CountrySelect } from '@/features/auth/CountrySelect';
import {
  ControllerAcademiesDocument, ControllerAuditDocument, ControllerCreateAcademyDocument, ControllerTopUpBalanceDocument,
  ControllerUpdateAcademyDocument, type ControllerAcademyFieldsFragment,
} from '@/gql/graphql';
import { DEFAULT_COUNTRY } from '@/lib/countries';
import { isoToday } from '@/lib/format';
import { LANGS } from '@/lib/prefs';
import {
  addMonths, extendFrom, NEW_ACADEMY_FIELDS, newAcademyInput, TERMS_FIELDS, termsInput, termsOf, TOP_UP_FIELDS, topUpInput,
  type NewAcademyValues, type TermsValues, type TopUpValues,
} from './academyTerms';

type Academy = ControllerAcademyFieldsFragment;
const half = { xs: 24, md: 12 };
const refetch = { refetchQueries: [ControllerAcademiesDocument, ControllerAuditDocument] };

/** A YYYY-MM-DD form value shown in a DatePicker. */
function DateItem({ name, label, required, extra }: { name: string; label: string; required?: boolean; extra?: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={required ? [{ required: true, message: intl.formatMessage({ id: 'app.required' }) }] : undefined}
      getValueProps={(v: string) => ({ value: v ? dayjs(v) : null })}
      getValueFromEvent={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
    >
      <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}

/** Activation, expiry date (with quick extensions) and monthly bill. */
function TermsFields({ form, currentExpiry }: { form: FormInstance; currentExpiry: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const extend = (months: number) => {
    form.setFieldsValue({ expiryDate: addMonths(extendFrom(currentExpiry, isoToday()), months), activation: true });
  };
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="activation" label={t('controller.col.activation')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[{ value: true, label: t('controller.activated') }, { value: false, label: t('controller.notActivated') }]}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="billTaka" label={t('controller.billTaka')} rules={[{ required: true, message: t('app.required') }]}>
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <DateItem
          name="expiryDate"
          label={t('controller.col.expiry')}
          extra={(
            <Space wrap style={{ marginTop: 4 }}>
              {[1, 6, 12].map((m) => (
                <Button key={m} size="small" onClick={() => extend(m)}>{t('controller.extendMonths', { n: m })}</Button>
              ))}
            </Space>
          )}
        />
      </Col>
    </Row>
  );
}

/** The terms of one academy: activation, expiry date, bill (super_admin). */
export function TermsDialog({ academy, open, onClose }: { academy: Academy | null; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [update] = useMutation(ControllerUpdateAcademyDocument, refetch);
  return (
    <FormDialog<TermsValues>
      open={open && !!academy}
      title={intl.formatMessage({ id: 'controller.termsTitle' }, { name: academy?.name ?? '' })}
      onClose={onClose}
      initialValues={academy ? termsOf(academy) : {}}
      fields={TERMS_FIELDS}
      labels={{ billTaka: 'controller.billTaka', expiryDate: 'controller.col.expiry' }}
      onSubmit={(v) => update({ variables: { input: termsInput(academy!.code, v) } })}
    >
      {(form) => <TermsFields form={form} currentExpiry={academy?.expiryDate ?? ''} />}
    </FormDialog>
  );
}

/** SMS balance top-up: taka added and the new balance expiry (super_admin). */
export function TopUpDialog({ academy, open, onClose }: { academy: Academy | null; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [topUp] = useMutation(ControllerTopUpBalanceDocument, refetch);
  const balance = intl.formatNumber(academy?.smsBalance ?? 0, { minimumFractionDigits: 2 });
  return (
    <FormDialog<TopUpValues>
      open={open && !!academy}
      title={t('controller.topUpTitle', { name: academy?.name ?? '' })}
      onClose={onClose}
      width={480}
      initialValues={{ amountTaka: null, balanceExpiry: addMonths(extendFrom(academy?.balanceExpiry ?? '', isoToday()), 12) }}
      fields={TOP_UP_FIELDS}
      labels={{ amountTaka: 'controller.amountTaka', balanceExpiry: 'controller.col.balanceExpiry' }}
      onSubmit={(v) => topUp({ variables: { input: topUpInput(academy!.code, v) } })}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('controller.currentBalance', { amount: balance })}</Typography.Paragraph>
          <Form.Item name="amountTaka" label={t('controller.amountTaka')} rules={[{ required: true, message: t('app.required') }]}>
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} autoFocus />
          </Form.Item>
          <DateItem name="balanceExpiry" label={t('controller.col.balanceExpiry')} required />
        </>
      )}
    </FormDialog>
  );
}

/** A new academy and its first user (super_admin), with the terms set at once. */
export function NewAcademyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create] = useMutation(ControllerCreateAcademyDocument, refetch);
  const required = { required: true, whitespace: true, message: t('app.required') };
  return (
    <FormDialog<NewAcademyValues>
      open={open}
      title={t('controller.newAcademy')}
      onClose={onClose}
      width={760}
      initialValues={{ country: DEFAULT_COUNTRY, academyType: 'madrasa', language: 'bn', activation: true, expiryDate: addMonths(isoToday(), 1), billTaka: 0 }}
      fields={NEW_ACADEMY_FIELDS}
      labels={{ billTaka: 'controller.billTaka', expiryDate: 'controller.col.expiry', email: 'academy.email', password: 'academy.password', cpassword: 'academy.cpassword' }}
      onSubmit={(v) => create({ variables: { input: newAcademyInput(v) } })}
    >
      {(form) => (
        <>
          <Row gutter={16}>
            <Col {...half}><Form.Item name="name" label={t('academy.name')} rules={[required]}><Input /></Form.Item></Col>
            <Col {...half}><Form.Item name="englishName" label={t('academy.englishName')} rules={[required]}><Input dir="ltr" /></Form.Item></Col>
            <Col {...half}><Form.Item name="address" label={t('academy.address')} rules={[required]}><Input /></Form.Item></Col>
            <Col {...half}><Form.Item name="englishAddress" label={t('academy.englishAddress')} rules={[required]}><Input dir="ltr" /></Form.Item></Col>
            <Col {...half}><Form.Item name="country" label={t('academy.country')} rules={[required]}><CountrySelect /></Form.Item></Col>
            <Col {...half}>
              <Form.Item
                name="mobile"
                label={t('academy.mobile')}
                extra={t('academy.mobileHelp')}
                rules={[required, { validator: (_, v: string | undefined) => (!v || isValidMobileField(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('error.checkMobile')))) }]}
              >
                <Input dir="ltr" inputMode="tel" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="academyType" label={t('academy.academyType')} rules={[required]}>
                <Select options={ACADEMY_TYPES.map((v) => ({ value: v, label: t(`academy.type.${v}`) }))} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="numberOfStudents" label={t('academy.numberOfStudents')} rules={[{ required: true, message: t('app.required') }]}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="email" label={t('academy.email')} rules={[{ required: true, type: 'email', message: t('error.invalidEmail') }]}>
                <Input type="email" dir="ltr" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="language" label={t('academy.language')} rules={[required]}>
                <Select options={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="password" label={t('academy.password')} rules={[{ required: true, min: PASSWORD_MIN, message: t('error.requireText') }]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="cpassword"
                label={t('academy.cpassword')}
                dependencies={['password']}
                rules={[{ required: true, message: t('app.required') }, ({ getFieldValue }) => ({
                  validator: (_, v: string | undefined) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('error.notConfirmedPassword')))),
                })]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('controller.terms')}</Divider>
          <TermsFields form={form} currentExpiry="" />
        </>
      )}
    </FormDialog>
  );
}
