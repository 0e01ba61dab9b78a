import { Checkbox, Col, DatePicker, Divider, Form, Input, Radio, Row, Select } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { ageOn } from '@rules/admission';
import { ImageCrop } from '@/components/ImageCrop';
import { isoToday, useFormat } from '@/lib/format';
import { CATEGORIES, NEW_OLD, RESIDENCES, type AdmissionValues } from './admissionForm';
import { ClassPanelHint } from './ClassPanelHint';

interface Props {
  visitor: boolean;
  departments: string[];
  /** Placeholder of the admit number: the highest + 1. */
  nextAdmitNo?: number;
  /** The admit number already given (edit mode): it is shown, not offered again. */
  hasAdmitNo: boolean;
  photoUrl?: string;
}

export const third = { xs: 24, sm: 12, md: 8 };

/** Admission basics and the student's own fields (spec §3, §5). */
export function PersonalSection({ visitor, departments, nextAdmitNo, hasAdmitNo, photoUrl }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { digits } = useFormat();
  const form = Form.useFormInstance<AdmissionValues>();
  const assign = Form.useWatch('assignAdmitNo', form);
  const birthDate = Form.useWatch('birthDate', form) as Dayjs | null | undefined;
  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  const today = isoToday();
  const age = birthDate?.isValid() ? ageOn(birthDate.format('YYYY-MM-DD'), today) : null;

  return (
    <>
      <Divider titlePlacement="start">{t('admission.form.sectionAdmission')}</Divider>
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="newOld" label={t('student.newOld')} rules={picked}>
            <Radio.Group optionType="button" options={NEW_OLD.map((v) => ({ value: v, label: t(`newOld.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="department" label={t('student.department')} rules={required}>
            <Select
              showSearch
              aria-label={t('student.department')}
              options={departments.map((d) => ({ value: d, label: d }))}
              notFoundContent={<ClassPanelHint />}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="residenceType" label={t('student.residence')} rules={picked}>
            <Select aria-label={t('student.residence')} options={RESIDENCES.map((v) => ({ value: v, label: t(`residence.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="category" label={t('student.category')} rules={picked}>
            <Select aria-label={t('student.category')} options={CATEGORIES.map((v) => ({ value: v, label: t(`category.${v}`) }))} />
          </Form.Item>
        </Col>
        {!visitor && (
          <>
            <Col {...third}>
              <Form.Item name="formNo" label={t('student.formNo')}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="admitNo"
                label={t('student.admitNo')}
                extra={hasAdmitNo ? undefined : t('admission.form.admitNoHint')}
              >
                <InputNumber
                  min={1}
                  precision={0}
                  disabled={!!assign}
                  placeholder={nextAdmitNo ? String(nextAdmitNo) : undefined}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              {!hasAdmitNo && (
                <Form.Item name="assignAdmitNo" valuePropName="checked" style={{ marginTop: -12 }}>
                  <Checkbox onChange={(e) => e.target.checked && form.setFieldValue('admitNo', null)}>
                    {t('admission.form.assignAdmitNo')}
                  </Checkbox>
                </Form.Item>
              )}
            </Col>
          </>
        )}
      </Row>
      <Divider titlePlacement="start">{t('admission.form.sectionStudent')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={t('student.name')} rules={required}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="fatherName" label={t('student.fatherName')} rules={required}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="motherName" label={t('student.motherName')}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={14} sm={7}>
              <Form.Item name="birthDate" label={t('student.birthDate')} rules={picked}>
                <DatePicker
                  format="YYYY-MM-DD"
                  style={{ width: '100%' }}
                  aria-label={t('student.birthDate')}
                  disabledDate={(d) => d.isAfter(dayjs(today), 'day')}
                />
              </Form.Item>
            </Col>
            <Col xs={10} sm={5}>
              <Form.Item label={t('student.age')}>
                <Input readOnly variant="filled" aria-label={t('student.age')} value={age === null ? '' : digits(age)} />
              </Form.Item>
            </Col>
          </Row>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="photo" label={t('student.photo')}>
            <ImageCrop label={t('student.photo')} currentUrl={photoUrl} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
