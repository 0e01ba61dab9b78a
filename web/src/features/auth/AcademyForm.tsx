import { Alert, Button, Checkbox, Col, Divider, Form, Input, Row, Select } from 'antd';
import { InputNumber } from '@/components/InputNumber';
import type { Rule } from 'antd/es/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isValidMobileField } from '@rules/mobile';
import { DEFAULT_COUNTRY, findCountry } from '@/lib/countries';
import { LANGS } from '@/lib/prefs';
import { CountrySelect } from './CountrySelect';
import { ImageField, type ImageRule } from './ImageField';

export const ACADEMY_TYPES = ['school', 'madrasa', 'college', 'kindergarten', 'university'] as const;
export const PASSWORD_MIN = 5;

/** Size guides of spec document 2 §5 (the server enforces the same byte limits). */
export const IMAGE_RULES = {
  logo: { maxKb: 512, minWidth: 98, minHeight: 98 },
  calligraphy: { maxKb: 512, minWidth: 4000, minHeight: 400 },
  academyPhoto: { maxKb: 1024, minWidth: 4000, minHeight: 400 },
  studentDefaultPhoto: { maxKb: 512 },
} satisfies Record<string, ImageRule>;
export type ImageName = keyof typeof IMAGE_RULES;
const IMAGE_NAMES = Object.keys(IMAGE_RULES) as ImageName[];

export interface AcademyFormValues {
  name: string;
  address: string;
  englishName: string;
  englishAddress: string;
  country: string;
  mobile: string;
  academyType: string;
  language: string;
  numberOfStudents?: number;
  email?: string;
  password?: string;
  cpassword?: string;
  acceptTerms?: boolean;
  logo?: File;
  calligraphy?: File;
  academyPhoto?: File;
  studentDefaultPhoto?: File;
}

interface Props {
  mode: 'new' | 'edit';
  initial?: Partial<AcademyFormValues>;
  /** Current image URLs (edit mode). */
  currentImages?: Partial<Record<ImageName, string>>;
  /** Edit mode: only admin or superUser may submit. */
  canSubmit?: boolean;
  submitting: boolean;
  onSubmit: (values: AcademyFormValues) => void;
  onCancel?: () => void;
}

/** The academy registration / information form (spec document 2 §3 and §5), new or edit. */
export function AcademyForm({ mode, initial, currentImages, canSubmit = true, submitting, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<AcademyFormValues>();
  const isNew = mode === 'new';
  const accepted = Form.useWatch('acceptTerms', form) ?? isNew;
  const country = findCountry(Form.useWatch('country', form) ?? DEFAULT_COUNTRY);
  const required: Rule = { required: true, whitespace: true, message: t('app.required') };
  const half = { xs: 24, md: 12 };

  return (
    <Form<AcademyFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!canSubmit || submitting}
      initialValues={{ country: DEFAULT_COUNTRY, acceptTerms: true, ...initial }}
      onFinish={onSubmit}
      scrollToFirstError
    >
      {!canSubmit && <Alert type="info" showIcon title={t('academy.readOnlyHint')} style={{ marginBottom: 16 }} />}
      <Divider titlePlacement="start">{t('academy.sectionInstitution')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={t('academy.name')} rules={[required]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="englishName" label={t('academy.englishName')} rules={[required]}>
            <Input dir="ltr" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address" label={t('academy.address')} rules={[required]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="englishAddress" label={t('academy.englishAddress')} rules={[required]}>
            <Input dir="ltr" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="country" label={t('academy.country')} rules={[{ required: true, message: t('app.required') }]}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="mobile"
            label={t('academy.mobile')}
            extra={t('academy.mobileHelp')}
            rules={[
              required,
              { validator: (_, v: string | undefined) => (!v || isValidMobileField(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('error.checkMobile')))) },
            ]}
          >
            <Input
              prefix={country ? <span dir="ltr" style={{ opacity: 0.7 }}>{country.dial}</span> : undefined}
              inputMode="tel"
              styles={{ input: { direction: 'ltr', textAlign: intl.locale.startsWith('ar') ? 'right' : 'left' } }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="academyType" label={t('academy.academyType')} rules={[{ required: true, message: t('app.required') }]}>
            <Select options={ACADEMY_TYPES.map((v) => ({ value: v, label: t(`academy.type.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="numberOfStudents" label={t('academy.numberOfStudents')} rules={[{ required: true, message: t('app.required') }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} disabled={!isNew} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('academy.sectionImages')}</Divider>
      <Row gutter={16}>
        {IMAGE_NAMES.map((name) => (
          <Col {...half} key={name}>
            <Form.Item name={name} label={t(`academy.${name}`)}>
              <ImageField rule={IMAGE_RULES[name]} currentUrl={currentImages?.[name]} />
            </Form.Item>
          </Col>
        ))}
      </Row>

      <Divider titlePlacement="start">{t('academy.sectionAccount')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="email" label={t('academy.email')} rules={[{ required: true, type: 'email', message: t('error.invalidEmail') }]}>
            <Input type="email" dir="ltr" autoComplete="email" disabled={!isNew} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="language" label={t('academy.language')} rules={[{ required: true, message: t('app.required') }]}>
            <Select options={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))} />
          </Form.Item>
        </Col>
        {isNew && (
          <>
            <Col {...half}>
              <Form.Item
                name="password"
                label={t('academy.password')}
                rules={[{ required: true, min: PASSWORD_MIN, message: t('error.requireText') }]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="cpassword"
                label={t('academy.cpassword')}
                dependencies={['password']}
                rules={[
                  { required: true, message: t('error.requireText') },
                  ({ getFieldValue }) => ({
                    validator: (_, v) =>
                      !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('error.notConfirmedPassword'))),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>

      {isNew && (
        <Form.Item name="acceptTerms" valuePropName="checked">
          <Checkbox>
            <FormattedMessage
              id="academy.acceptTerms"
              values={{ terms: <Link to="/terms" target="_blank">{t('academy.termsLink')}</Link> }}
            />
          </Checkbox>
        </Form.Item>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={false}>
            {t('app.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={submitting} disabled={!canSubmit || (isNew && !accepted)} block={isNew} size={isNew ? 'large' : 'middle'}>
          {t(isNew ? 'academy.submitNew' : 'app.save')}
        </Button>
      </div>
    </Form>
  );
}
