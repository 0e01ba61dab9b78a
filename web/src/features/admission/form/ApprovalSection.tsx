import { Card, Col, Flex, Form, Image, Input, Row, Select, Typography } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { APPROVAL_OPTIONS, INSPECTOR_COMMENTS, type SignatureBlock } from '@rules/admission';
import type { ClassRowFieldsFragment } from '@/gql/graphql';
import type { AdmissionValues } from './admissionForm';
import { ClassPanelHint } from './ClassPanelHint';

interface Props {
  classes: ClassRowFieldsFragment[];
  /** The signature image URLs as loaded (empty: not signed). */
  signs: Record<SignatureBlock, string>;
  /** Blocks whose fields differ from the loaded values. */
  changed: SignatureBlock[];
  /** Whether changed blocks need a code here (everyone but a superUser). */
  needsCodes: boolean;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** The four approval blocks (spec §4): each shows its signature, and a code field once changed. */
export function ApprovalSection({ classes, signs, changed, needsCodes }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = Form.useFormInstance<AdmissionValues>();
  const department = Form.useWatch('department', form);
  const approvedClass = Form.useWatch('approvedClass', form);
  const classOptions = unique(classes.filter((c) => c.department === department).map((c) => c.className));
  const groupOptions = unique(classes.filter((c) => c.department === department && c.className === approvedClass).map((c) => c.groupName));
  const half = { xs: 24, sm: 12 };

  const block = (name: SignatureBlock, children: ReactNode) => (
    <Col xs={24} lg={12}>
      <Card size="small" title={t(`signature.${name}`)} style={{ height: '100%' }}>
        <Row gutter={12}>{children}</Row>
        <Flex gap={12} align="flex-end" justify="space-between" wrap>
          <Flex vertical gap={2}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('admission.form.signature')}</Typography.Text>
            {signs[name] ? (
              <Image src={signs[name]} alt={t(`signature.${name}`)} height={40} style={{ objectFit: 'contain', maxWidth: 160 }} preview={false} />
            ) : (
              <Typography.Text type="secondary" italic>{t('admission.form.notSigned')}</Typography.Text>
            )}
          </Flex>
          {needsCodes && changed.includes(name) && (
            <Form.Item
              name={['codes', name]}
              label={t('admission.form.code')}
              style={{ marginBottom: 0, minWidth: 180 }}
              extra={t('admission.form.codeHint')}
            >
              <Input.Password autoComplete="off" aria-label={`${t('admission.form.code')} ${t(`signature.${name}`)}`} />
            </Form.Item>
          )}
        </Flex>
      </Card>
    </Col>
  );

  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
      {block('inspector', (
        <>
          <Col {...half}>
            <Form.Item name="inspectorComment" label={t('student.inspectorComment')}>
              <Select
                allowClear
                aria-label={t('student.inspectorComment')}
                options={INSPECTOR_COMMENTS.map((k) => ({ value: k, label: t(`inspectorComment.${k}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="examiner" label={t('student.examiner')}>
              <Input />
            </Form.Item>
          </Col>
        </>
      ))}
      {block('examiner', (
        <>
          <Col xs={12} sm={8}>
            <Form.Item name="book1" label={t('student.book1')}><Input /></Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="number1" label={t('student.number1')}><InputNumber min={0} max={1000} style={{ width: '100%' }} /></Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="average" label={t('student.average')}><InputNumber min={0} max={1000} style={{ width: '100%' }} /></Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="book2" label={t('student.book2')}><Input /></Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="number2" label={t('student.number2')}><InputNumber min={0} max={1000} style={{ width: '100%' }} /></Form.Item>
          </Col>
        </>
      ))}
      {block('eduSec', (
        <>
          <Col {...half}>
            <Form.Item name="approvedClass" label={t('student.className')}>
              <Select
                allowClear
                aria-label={t('student.className')}
                options={classOptions.map((c) => ({ value: c, label: c }))}
                notFoundContent={<ClassPanelHint />}
                onChange={() => form.setFieldValue('groupName', undefined)}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="groupName" label={t('student.groupName')}>
              <Select
                allowClear
                aria-label={t('student.groupName')}
                disabled={!groupOptions.length}
                options={groupOptions.map((g) => ({ value: g, label: g }))}
              />
            </Form.Item>
          </Col>
        </>
      ))}
      {block('principal', (
        <Col {...half}>
          <Form.Item name="approval" label={t('student.approval')}>
            <Select
              allowClear
              aria-label={t('student.approval')}
              options={APPROVAL_OPTIONS.map((k) => ({ value: k, label: t(`approval.${k}`) }))}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
