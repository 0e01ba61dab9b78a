import { HistoryOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Button, Col, Form, Image, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CrudScreen, FormDialog, useDialog, type DataColumn } from '@/components/crud';
import { DEFAULT_MAX_KB, ImagePicker } from '@/components/ImagePicker';
import { fileOrUndefined, passwordProblem } from '@/features/users/userForm';
import {
  ControllerDeleteOperatorDocument, ControllerMeDocument, ControllerOperatorsDocument, ControllerRegisterOperatorDocument,
  ControllerUpdateOperatorDocument, type ControllerOperatorFieldsFragment,
} from '@/gql/graphql';
import { OperatorAuditDrawer } from './academies/AuditDrawer';

type Operator = ControllerOperatorFieldsFragment;
const TYPES = ['super_admin', 'moderator', 'admin'] as const;
const TYPE_COLOR: Record<string, string> = { super_admin: 'green', moderator: 'blue', admin: 'default' };
const FIELDS = ['firstName', 'lastName', 'email', 'type', 'password', 'cpassword', 'securityCode', 'sign', 'avatar'] as const;
const fullName = (u: Operator) => `${u.firstName} ${u.lastName}`.trim();

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  password?: string;
  cpassword?: string;
  securityCode?: string;
  sign?: File | null;
  avatar?: File | null;
}

/**
 * /controller/controllers: the product owner's operators (super_admin, moderator, admin) with their
 * sign and avatar. A super_admin registers, edits (empty password or code keeps it) and deletes
 * others; nobody changes their own type or deletes themselves. Every change is audited (the
 * change history drawer, for super_admin and moderators).
 */
export default function ControllerControllersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error } = useQuery(ControllerOperatorsDocument, { fetchPolicy: 'cache-and-network' });
  const { data: me } = useQuery(ControllerMeDocument);
  const [register] = useMutation(ControllerRegisterOperatorDocument, { refetchQueries: [ControllerOperatorsDocument] });
  const [update] = useMutation(ControllerUpdateOperatorDocument, { refetchQueries: [ControllerOperatorsDocument, ControllerMeDocument] });
  const [remove] = useMutation(ControllerDeleteOperatorDocument, { refetchQueries: [ControllerOperatorsDocument] });
  const dialog = useDialog<Operator>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const myId = me?.controllerMe?.id;
  const canWrite = me?.controllerMe?.type === 'super_admin';
  const rows = useMemo(() => data?.controllerOperators ?? [], [data]);
  const editing = dialog.row;
  const typeLabel = (type: string) => t(`controller.type.${type}`);

  const columns: DataColumn<Operator>[] = [
    {
      key: 'avatar', title: t('users.avatar'), exportable: false, searchable: false, width: 64,
      render: (u) => <Avatar src={u.avatarUrl || undefined} icon={<UserOutlined />} alt={fullName(u)} />,
    },
    { key: 'name', title: t('users.name'), sortable: true, value: fullName },
    { key: 'email', title: t('users.email'), sortable: true, value: (u) => u.email, render: (u) => <span dir="ltr">{u.email}</span> },
    { key: 'type', title: t('users.type'), sortable: true, value: (u) => typeLabel(u.type), render: (u) => <Tag color={TYPE_COLOR[u.type]}>{typeLabel(u.type)}</Tag> },
    {
      key: 'sign', title: t('users.sign'), exportable: false, searchable: false,
      render: (u) => (u.signUrl ? <Image src={u.signUrl} alt={t('users.sign')} height={32} style={{ maxWidth: 120, objectFit: 'contain' }} /> : null),
    },
  ];

  const submit = async (v: Values) => {
    const files = { sign: fileOrUndefined(v.sign) ?? null, avatar: fileOrUndefined(v.avatar) ?? null };
    const base = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), type: v.type };
    if (editing) {
      await update({
        variables: {
          input: {
            id: editing.id, ...base,
            ...(v.password ? { password: v.password, cpassword: v.cpassword ?? '' } : {}),
            ...(v.securityCode ? { securityCode: v.securityCode.trim() } : {}),
          },
          ...files,
        },
      });
    } else {
      await register({
        variables: {
          input: { ...base, email: v.email.trim(), password: v.password ?? '', cpassword: v.cpassword ?? '', securityCode: (v.securityCode ?? '').trim() },
          ...files,
        },
      });
    }
  };
  const required = [{ required: true, whitespace: true, message: t('app.required') }];
  const half = { xs: 24, md: 12 };
  const imageRule = t('users.imageRule', { maxKb: intl.formatNumber(DEFAULT_MAX_KB) });

  return (
    <CrudScreen<Operator>
      heading={t('controller.controllers')}
      error={error}
      rows={rows}
      columns={columns}
      rowKey={(u) => u.id}
      loading={loading && !data}
      title={t('controller.controllers')}
      fileName="controller-users"
      rowClassName={(u) => (u.id === myId ? 'talim-row-editing' : '')}
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('users.register')}
      filters={(
        <Space style={{ marginBottom: 12 }}>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>{t('controller.history')}</Button>
        </Space>
      )}
      actions={canWrite ? {
        onEdit: dialog.edit,
        onDelete: (u) => remove({ variables: { id: u.id } }),
        showDelete: (u) => u.id !== myId,
        confirmDelete: (u) => t('users.confirmDelete', { name: fullName(u) }),
      } : undefined}
    >
      <FormDialog<Values>
        open={dialog.open}
        title={t(editing ? 'controller.editOperator' : 'controller.newOperator')}
        onClose={dialog.close}
        width={680}
        initialValues={editing
          ? { firstName: editing.firstName, lastName: editing.lastName, email: editing.email, type: editing.type }
          : { type: 'moderator' }}
        fields={FIELDS}
        labels={{ securityCode: 'controller.code', sign: 'users.sign', avatar: 'users.avatar' }}
        onSubmit={submit}
      >
        {(form) => (
          <>
            <Row gutter={16}>
              <Col {...half}><Form.Item name="firstName" label={t('users.firstName')} rules={required}><Input /></Form.Item></Col>
              <Col {...half}><Form.Item name="lastName" label={t('users.lastName')} rules={required}><Input /></Form.Item></Col>
              <Col {...half}>
                <Form.Item
                  name="email"
                  label={t('users.email')}
                  rules={[...required, { type: 'email', message: t('error.invalidEmail') }]}
                  extra={editing ? t('users.emailLocked') : undefined}
                >
                  <Input type="email" dir="ltr" autoComplete="off" disabled={!!editing} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="type" label={t('users.type')} rules={[{ required: true, message: t('app.required') }]} extra={editing?.id === myId ? t('controller.ownTypeLocked') : undefined}>
                  <Select
                    aria-label={t('users.type')}
                    disabled={editing?.id === myId}
                    options={TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="password"
                  label={t('users.password')}
                  rules={[{ required: !editing, message: t('app.required') }, {
                    validator: (_, value?: string) => (passwordProblem(value, form.getFieldValue('cpassword') as string | undefined, !!editing) === 'requireText'
                      ? Promise.reject(new Error(t('error.requireText'))) : Promise.resolve()),
                  }]}
                >
                  <Input.Password autoComplete="new-password" placeholder={editing ? t('users.passwordKeep') : undefined} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="cpassword"
                  label={t('users.cpassword')}
                  dependencies={['password']}
                  rules={[{ required: !editing, message: t('app.required') }, {
                    validator: (_, value?: string) => (passwordProblem(form.getFieldValue('password') as string | undefined, value, !!editing) === 'notConfirmedPassword'
                      ? Promise.reject(new Error(t('error.notConfirmedPassword'))) : Promise.resolve()),
                  }]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="securityCode"
                  label={t('controller.code')}
                  extra={t(editing ? 'controller.codeKeep' : 'controller.codeHelp')}
                  rules={[
                    ...(editing ? [] : [{ required: true, message: t('app.required') }]),
                    { pattern: /^\d{4,12}$/, message: t('controller.codeHelp') },
                  ]}
                >
                  <Input.Password autoComplete="off" inputMode="numeric" />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Paragraph type="secondary">{t('controller.passwordHelp')}</Typography.Paragraph>
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="sign" label={t('users.sign')} extra={imageRule}>
                  <ImagePicker label={t('users.sign')} currentUrl={editing?.signUrl} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="avatar" label={t('users.avatar')} extra={imageRule}>
                  <ImagePicker label={t('users.avatar')} currentUrl={editing?.avatarUrl} />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </FormDialog>
      <OperatorAuditDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </CrudScreen>
  );
}
