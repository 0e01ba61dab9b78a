import { useMutation } from '@apollo/client/react';
import { Button, Col, DatePicker, Divider, Form, Input, Row, Select } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '@/components/crud';
import { ImageCrop } from '@/components/ImageCrop';
import { SaveStaffDocument, type StaffFieldsFragment } from '@/gql/graphql';
import {
  CANDIDATE_TYPES, RESIDENCE_TYPES, STAFF_FIELDS, STAFF_MOBILE_MAX, cleanNid, emptyStaff, fromStaff, missingStaffFields,
  mobileTooLong, normalizeStaff, toStaffInput, type StaffValues,
} from './staffForm';

interface Props {
  open: boolean;
  /** The staff member being edited; null registers a new one. */
  editing: StaffFieldsFragment | null;
  onClose: () => void;
}

/** A YYYY-MM-DD string in a DatePicker. */
const dateProps = {
  getValueProps: (v: string) => ({ value: v ? dayjs(v, 'YYYY-MM-DD') : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : ''),
};

/**
 * The staff register dialog (spec doc 1 §3 Staff, §4 "with a staffId it updates, otherwise it
 * creates; Clear resets it", §5): every field, the photo cropped as on the admission form.
 */
export function StaffFormDialog({ open, editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saveStaff] = useMutation(SaveStaffDocument, { refetchQueries: ['StaffList'] });
  const initial = useMemo<StaffValues>(() => (editing ? fromStaff(editing) : emptyStaff()), [editing]);

  return (
    <FormDialog<StaffValues>
      open={open}
      title={t(editing ? 'staff.editTitle' : 'staff.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={STAFF_FIELDS}
      width={860}
      missing={(raw) => missingStaffFields(normalizeStaff(raw))}
      footerExtra={(form) => <Button onClick={() => form.resetFields()}>{t('users.clear')}</Button>}
      onSubmit={(raw) => {
        const values = normalizeStaff(raw);
        return saveStaff({ variables: { input: toStaffInput(values, editing?.id), photo: values.photo ?? undefined } });
      }}
    >
      {() => <StaffFields photoUrl={editing?.photoUrl} />}
    </FormDialog>
  );
}

function StaffFields({ photoUrl }: { photoUrl?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const required: Rule[] = [{ required: true, whitespace: true, message: t('app.required') }];
  const picked: Rule[] = [{ required: true, message: t('app.required') }];
  const mobileRules: Rule[] = [...required, { validator: (_, v: string) => (v && mobileTooLong(v) ? Promise.reject(new Error(t('error.checkMobile'))) : Promise.resolve()) }];
  const nidRules: Rule[] = [...required, { validator: (_, v: string) => (v?.trim() && !cleanNid(v) ? Promise.reject(new Error(t('staff.nidDigits'))) : Promise.resolve()) }];
  const half = { xs: 24, sm: 12 };
  const third = { xs: 24, sm: 12, md: 8 };
  const text = (name: keyof StaffValues, labelId: string, rules?: Rule[], max = 120) => (
    <Form.Item name={name} label={t(labelId)} rules={rules}>
      <Input maxLength={max} />
    </Form.Item>
  );
  const money = (name: 'salary' | 'boardingFee', labelId: string) => (
    <Form.Item name={name} label={t(labelId)}>
      <InputNumber min={0} max={20_000_000} step={100} precision={2} style={{ width: '100%' }} aria-label={t(labelId)} />
    </Form.Item>
  );
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="staffId" label={t('staff.staffId')} extra={t('staff.staffIdHint')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col {...half}>{text('name', 'staff.name', required)}</Col>
            <Col {...half}>{text('fatherName', 'staff.fatherName', required)}</Col>
            <Col {...half}>{text('designation', 'staff.designation', required)}</Col>
            <Col {...half}>
              <Form.Item name="birthDate" label={t('staff.birthDate')} rules={picked} {...dateProps}>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('staff.birthDate')} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="mobile" label={t('staff.mobile')} rules={mobileRules} extra={t('staff.mobileHint')}>
                <Input inputMode="tel" dir="ltr" maxLength={STAFF_MOBILE_MAX + 10} />
              </Form.Item>
            </Col>
          </Row>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="photo" label={t('staff.photo')}>
            <ImageCrop label={t('staff.photo')} currentUrl={photoUrl} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="nid" label={t('staff.nid')} rules={nidRules}>
            <Input inputMode="numeric" dir="ltr" maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="candidateType" label={t('staff.candidateType')} rules={picked}>
            <Select aria-label={t('staff.candidateType')} options={CANDIDATE_TYPES.map((v) => ({ value: v, label: t(`staff.candidate.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="residenceType" label={t('staff.residenceType')} rules={picked}>
            <Select aria-label={t('staff.residenceType')} options={RESIDENCE_TYPES.map((v) => ({ value: v, label: t(`residence.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col {...third}>{text('department', 'staff.department', undefined, 80)}</Col>
        <Col {...third}>
          <Form.Item name="hireDate" label={t('staff.hireDate')} {...dateProps}>
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} aria-label={t('staff.hireDate')} />
          </Form.Item>
        </Col>
        <Col {...third}>{money('salary', 'staff.salary')}</Col>
        <Col {...third}>{money('boardingFee', 'staff.boardingFee')}</Col>
      </Row>
      <Divider titlePlacement="start">{t('staff.sectionAddress')}</Divider>
      <Row gutter={16}>
        <Col {...half} md={6}>{text('village', 'student.village')}</Col>
        <Col {...half} md={6}>{text('postOffice', 'student.postOffice')}</Col>
        <Col {...half} md={6}>{text('subDistrict', 'student.subDistrict')}</Col>
        <Col {...half} md={6}>{text('district', 'student.district')}</Col>
      </Row>
      <Divider titlePlacement="start">{t('staff.sectionWork')}</Divider>
      <Row gutter={16}>
        <Col {...half}>{text('qualification', 'staff.qualification', undefined, 200)}</Col>
        <Col {...half}>
          <Form.Item name="preExperience" label={t('staff.preExperience')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="terms" label={t('staff.terms')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
