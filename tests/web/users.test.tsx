import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { UserFormDialog } from '@/features/users/UserFormDialog';
import {
  fileOrUndefined, mayChooseType, mayDelete, mayEdit, passwordProblem, typeOptions, updateInput, type Actor,
} from '@/features/users/userForm';
import { checkImage } from '@/components/ImagePicker';
import { RegisterUserDocument, type UserFieldsFragment } from '@/gql/graphql';

jest.setTimeout(30000);
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

const admin: Actor = { id: 1, type: 'admin', canManage: true, canChooseType: true };
const teacher: Actor = { id: 3, type: 'generalTeacher', canManage: false, canChooseType: false };
const user = (id: number, type = 'general'): UserFieldsFragment => ({
  id, code: 'A1', email: `u${id}@talim.app`, type, firstName: 'First', lastName: `Last${id}`, signUrl: '', avatarUrl: '', admitNos: [],
});

function setup(actor: Actor, editing: UserFieldsFragment | null = null, mocks: unknown[] = []) {
  const onSaved = jest.fn();
  const onClear = jest.fn();
  render(
    <MockedProvider mocks={mocks as never[]}>
      <IntlProvider locale="en" messages={en}>
        <App>
          <UserFormDialog open editing={editing} actor={actor} onClose={() => {}} onClear={onClear} onSaved={onSaved} />
        </App>
      </IntlProvider>
    </MockedProvider>,
  );
  return { onSaved, onClear };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('user form rules', () => {
  it('needs at least 5 characters and a matching confirmation', () => {
    expect(passwordProblem('abcd', 'abcd', false)).toBe('requireText');
    expect(passwordProblem('abcde', 'abcdf', false)).toBe('notConfirmedPassword');
    expect(passwordProblem('abcde', 'abcde', false)).toBeNull();
    expect(passwordProblem('', '', false)).toBe('requireText');
    expect(passwordProblem('', '', true)).toBeNull();
  });

  it('lets only a superUser give superUser; nobody deletes themselves; own type is locked', () => {
    expect(typeOptions('admin')).not.toContain('superUser');
    expect(typeOptions('superUser')).toContain('superUser');
    expect(typeOptions('admin')).toHaveLength(13);
    expect(mayDelete(admin, user(1, 'admin'))).toBe(false);
    expect(mayDelete(admin, user(2))).toBe(true);
    expect(mayEdit(admin, user(5, 'superUser'))).toBe(false);
    expect(mayEdit(teacher, user(3))).toBe(true);
    expect(mayEdit(teacher, user(2))).toBe(false);
    expect(mayChooseType(admin, user(1, 'admin'))).toBe(false);
    expect(mayChooseType(admin, user(2))).toBe(true);
  });

  it('keeps the password when left empty and sends only files', () => {
    expect(updateInput(4, { firstName: ' A ', lastName: 'B', email: 'x', password: '', cpassword: '', type: 'general' }, false)).toEqual({
      id: 4, firstName: 'A', lastName: 'B',
    });
    expect(fileOrUndefined('https://x/y.png')).toBeUndefined();
    const file = new File(['x'], 's.png', { type: 'image/png' });
    expect(fileOrUndefined(file)).toBe(file);
    expect(checkImage({ type: 'image/gif', size: 10 })).toEqual({ id: 'error.invalidFile' });
    expect(checkImage({ type: 'image/png', size: 600 * 1024 })).toEqual({ id: 'error.fileTooLarge', values: { maxKb: 512 } });
    expect(checkImage({ type: 'image/webp', size: 512 * 1024 })).toBeNull();
  });
});

describe('<UserFormDialog>', () => {
  it('refuses a short password and a mismatched confirmation before calling the server', async () => {
    setup(admin);
    expect(screen.getByText(en['users.passwordHelperText'])).toBeInTheDocument();
    fill('First name', 'Rahim');
    fill('Last name', 'Uddin');
    fill('E-mail', 'rahim@talim.app');
    fill('Password', 'abc');
    fill('Confirm password', 'abc');
    await submit('Register');
    expect(await screen.findByText(en['error.requireText'])).toBeInTheDocument();
    fill('Password', 'abcde');
    fill('Confirm password', 'abcdf');
    await submit('Register');
    expect(await screen.findByText(en['error.notConfirmedPassword'])).toBeInTheDocument();
  });

  it('disables the type select without user.chooseType', () => {
    setup(teacher, user(3, 'generalTeacher'));
    expect(screen.getByRole('combobox', { name: 'User type' })).toBeDisabled();
    expect(screen.getByText(en['users.typeLocked'])).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('enables the type select for an admin and registers with the chosen type', async () => {
    const result = jest.fn(() => ({
      data: { registerUser: { __typename: 'User', ...user(9), firstName: 'Rahim', lastName: 'Uddin', email: 'rahim@talim.app' } },
    }));
    const mock = {
      request: {
        query: RegisterUserDocument,
        variables: {
          input: { firstName: 'Rahim', lastName: 'Uddin', email: 'rahim@talim.app', password: 'secret1', cpassword: 'secret1', type: 'general' },
        },
      },
      result,
    };
    const { onSaved } = setup(admin, null, [mock]);
    expect(screen.getByRole('combobox', { name: 'User type' })).not.toBeDisabled();
    fill('First name', 'Rahim');
    fill('Last name', 'Uddin');
    fill('E-mail', 'rahim@talim.app');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret1');
    await submit('Register');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
  });

  it('edit mode: password optional, clear goes back to register mode', async () => {
    const { onClear } = setup(admin, user(2));
    expect(screen.getByLabelText('E-mail')).toHaveValue('u2@talim.app');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
  });
});
