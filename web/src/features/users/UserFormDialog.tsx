import { useMutation } from '@apollo/client/react';
import { App, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_MAX_KB, ImagePicker } from '@/components/ImagePicker';
import { RegisterUserDocument, UpdateUserDocument, UsersDocument, type UserFieldsFragment } from '@/gql/graphql';
import { errorMessageId, formatError } from '@/lib/errors';
import {
  admitNosOf, emptyUserForm, fileOrUndefined, formFromUser, mayChooseType, maySetChildren, passwordProblem, registerInput, typeOptions, updateInput,
  type Actor, type UserFormValues,
} from './userForm';

interface Props {
  open: boolean;
  /** The user being edited; null registers a new one. */
  editing: UserFieldsFragment | null;
  actor: Actor;
  onClose: () => void;
  /** Back to register mode with an empty form. */
  onClear: () => void;
  onSaved: (user: UserFieldsFragment) => void;
}

/** The academy user form (spec doc 2 §5): id present updates, absent registers; clear returns to register mode. */
export function UserFormDialog({ open, editing, actor, onClose, onClear, onSaved }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: editing ? 'users.editTitle' : 'users.registerTitle' });
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={620} destroyOnHidden>
      <UserForm key={editing?.id ?? 'new'} editing={editing} actor={actor} onClear={onClear} onSaved={onSaved} />
    </Modal>
  );
}

type FormProps = Pick<Props, 'editing' | 'actor' | 'onClear' | 'onSaved'>;

const ERROR_FIELDS: Record<string, keyof UserFormValues> = {
  strongPassword: 'password', notConfirmedPassword: 'cpassword', duplicateNotPossible: 'email', invalidEmail: 'email',
};

function UserForm({ editing, actor, onClear, onSaved }: FormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);
  const [registerUser] = useMutation(RegisterUserDocument);
  const [updateUser] = useMutation(UpdateUserDocument);
  const chooseType = mayChooseType(actor, editing);
  const isEdit = !!editing;
  const type = Form.useWatch('type', form) ?? editing?.type;
  const setChildren = maySetChildren(actor, type);

  const submit = async (values: UserFormValues) => {
    const files: { sign?: File; avatar?: File } = {};
    const sign = fileOrUndefined(values.sign);
    const avatar = fileOrUndefined(values.avatar);
    if (sign) files.sign = sign;
    if (avatar) files.avatar = avatar;
    setSaving(true);
    try {
      let saved: UserFieldsFragment | undefined;
      if (editing) {
        const res = await updateUser({ variables: { input: updateInput(editing.id, values, chooseType, setChildren), ...files } });
        saved = res.data?.updateUser;
      } else {
        const res = await registerUser({
          variables: { input: registerInput(values, chooseType, setChildren), ...files },
          update(cache, { data }) {
            if (!data) return;
            cache.updateQuery({ query: UsersDocument }, (prev) => (prev ? { users: [...prev.users, data.registerUser] } : prev));
          },
        });
        saved = res.data?.registerUser;
      }
      message.success(t('error.successMessage'));
      if (saved) onSaved(saved);
    } catch (e) {
      const problem = errorMessageId(e);
      const { id } = problem;
      const text = formatError(intl, problem);
      const field = ERROR_FIELDS[id.replace(/^error\./, '')];
      const missing = problem.values?.admitNo;
      if (id === 'error.sorryNotFound' && missing !== undefined) {
        // an admit number no student has: named on the children field
        const named = t('users.admitNoNotFound', { admitNo: String(missing) });
        form.setFields([{ name: 'admitNos', errors: [named] }]);
        message.error(named);
        return;
      }
      if (field) form.setFields([{ name: field, errors: [text] }]);
      message.error(text);
    } finally {
      setSaving(false);
    }
  };

  const imageRule = t('users.imageRule', { maxKb: intl.formatNumber(DEFAULT_MAX_KB) });
  const required = [{ required: true, whitespace: true, message: t('users.required') }];
  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={editing ? formFromUser(editing) : emptyUserForm()}
      onFinish={submit}
      requiredMark={false}
    >
      <Flex gap={12} wrap>
        <Form.Item name="firstName" label={t('users.firstName')} rules={required} style={{ flex: '1 1 220px' }}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t('users.lastName')} rules={required} style={{ flex: '1 1 220px' }}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="email"
        label={t('users.email')}
        rules={[...required, { type: 'email', message: t('error.invalidEmail') }]}
        extra={isEdit ? t('users.emailLocked') : undefined}
      >
        <Input type="email" autoComplete="off" disabled={isEdit} dir="ltr" />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="password"
          label={t('users.password')}
          style={{ flex: '1 1 220px' }}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const cpassword = form.getFieldValue('cpassword') as string | undefined;
                const problem = passwordProblem(value, cpassword, isEdit);
                return problem === 'requireText' ? Promise.reject(new Error(t('error.requireText'))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={isEdit ? t('users.passwordKeep') : undefined} />
        </Form.Item>
        <Form.Item
          name="cpassword"
          label={t('users.cpassword')}
          dependencies={['password']}
          style={{ flex: '1 1 220px' }}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = passwordProblem(form.getFieldValue('password') as string | undefined, value, isEdit);
                return problem === 'notConfirmedPassword' ? Promise.reject(new Error(t('error.notConfirmedPassword'))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary">
        {t('users.passwordHelperText')}
      </Typography.Paragraph>
      <Form.Item
        name="type"
        label={t('users.type')}
        extra={chooseType ? undefined : t('users.typeLocked')}
      >
        <Select
          disabled={!chooseType}
          aria-label={t('users.type')}
          options={typeOptions(actor.type).map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
      </Form.Item>
      {setChildren && (
        <Form.Item
          name="admitNos"
          label={t('users.admitNos')}
          extra={t('users.admitNosHelp')}
          rules={[{ validator: (_, value: string[] | undefined) => (admitNosOf({ ...emptyUserForm(), admitNos: value }) ? Promise.resolve() : Promise.reject(new Error(t('users.admitNoInvalid')))) }]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} aria-label={t('users.admitNos')} />
        </Form.Item>
      )}
      <Flex gap={12} wrap>
        <Form.Item name="sign" label={t('users.sign')} style={{ flex: '1 1 250px' }} extra={imageRule}>
          <ImagePicker label={t('users.sign')} currentUrl={editing?.signUrl} />
        </Form.Item>
        <Form.Item name="avatar" label={t('users.avatar')} style={{ flex: '1 1 250px' }} extra={imageRule}>
          <ImagePicker label={t('users.avatar')} currentUrl={editing?.avatarUrl} />
        </Form.Item>
      </Flex>
      <Flex gap={8} justify="flex-end" wrap>
        {actor.canManage && (
          <Button onClick={() => (isEdit ? onClear() : form.resetFields())}>{t('users.clear')}</Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(isEdit ? 'users.update' : 'users.register')}
        </Button>
      </Flex>
    </Form>
  );
}
