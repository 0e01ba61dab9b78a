import { Col, Divider, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useIntl } from 'react-intl';
import { isValidPersonMobile } from '@rules/mobile';
import type { AdmissionValues } from './admissionForm';
import { third } from './PersonalSection';

const quarter = { xs: 24, sm: 12, md: 6 };

/** Address, guardian and previous schooling (spec §5: every address and guardian field is required). */
export function AddressSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = Form.useFormInstance<AdmissionValues>();
  const old = Form.useWatch('newOld', form) === 'old';
  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  // Spec §5/§9: at most two numbers and 30 characters (the server refuses the rest with checkMobile).
  const mobile: Rule = {
    validator: (_, value?: string) => (!value?.trim() || isValidPersonMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('error.checkMobile')))),
  };
  const text = (name: keyof AdmissionValues, need: boolean, span = third, extra?: { disabled?: boolean; dir?: string; hint?: string; rules?: Rule[] }) => (
    <Col {...span}>
      <Form.Item name={name} label={t(LABEL[name] ?? `student.${name}`)} rules={[...(need ? required : []), ...(extra?.rules ?? [])]} extra={extra?.hint}>
        <Input disabled={extra?.disabled} dir={extra?.dir} inputMode={name === 'guardianMobile' ? 'tel' : undefined} />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Divider titlePlacement="start">{t('admission.form.sectionAddress')}</Divider>
      <Row gutter={16}>
        {text('village', true, quarter)}
        {text('postOffice', true, quarter)}
        {text('subDistrict', true, quarter)}
        {text('district', true, quarter)}
      </Row>
      <Divider titlePlacement="start">{t('admission.form.sectionGuardian')}</Divider>
      <Row gutter={16}>
        {text('guardianMobile', true, quarter, { dir: 'ltr', hint: t('academy.mobileHelp'), rules: [mobile] })}
        {text('relationWithGuardian', true, quarter)}
        {text('fatherJob', true, quarter)}
        {text('guardian2', false, quarter)}
      </Row>
      <Divider titlePlacement="start">{t('admission.form.sectionPrevious')}</Divider>
      <Row gutter={16}>
        {text('preAcademy', false, third, { disabled: old, hint: old ? t('admission.form.oldHint') : undefined })}
        {text('preClass', false)}
        {text('choosingClass', false)}
      </Row>
    </>
  );
}

const LABEL: Partial<Record<keyof AdmissionValues, string>> = { relationWithGuardian: 'student.guardianRelation' };
