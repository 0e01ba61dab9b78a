import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '@/i18n/en.json';
import { renderAt, type Result } from './support/app';

/**
 * The visitor sign-in on the public site (issue 24 item 14): an e-mail alone signs the visitor in
 * (VisitorSignIn with the spec's visitorEmail), then their applications show with where each
 * stands; sign-out ends it. Shown on the academy home while online admission is on, and on the
 * public result screen.
 */
const msg = en as Record<string, string>;
jest.setTimeout(60000);
const wait = { timeout: 15000 };

const academy = {
  __typename: 'PublicAcademy', slug: 'demo', name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy', address: 'Mirpur',
  englishAddress: 'Mirpur', academyType: 'madrasa', logoUrl: '', academyPhotoUrl: '', onlineAdmission: true, result: true, departments: ['General'],
};
const visitor = { __typename: 'VisitorUser', id: 3, email: 'mother@example.test', type: 'visitor' };
const applications = [
  { __typename: 'VisitorApplication', formNo: 12, name: 'Abdullah', choosingClass: 'Class 5', date: '2026-03-10', status: 'admitted', admitNo: 77, admittedClass: 'Class 5' },
  { __typename: 'VisitorApplication', formNo: 13, name: 'Amina', choosingClass: 'Class 3', date: '2026-03-11', status: 'pending', admitNo: null, admittedClass: '' },
];

function site(path: string) {
  let signedIn = false;
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  renderAt(path, (op, variables): Result => {
    calls.push({ op, variables });
    if (op === 'PublicAcademy') return { data: { publicAcademy: academy } };
    if (op === 'PublicWebsite') return { data: { publicWebsite: null } };
    if (op === 'PublicResultOptions') return { data: { publicResultOptions: [] } };
    if (op === 'VisitorMe') return { data: { visitorMe: signedIn ? visitor : null } };
    if (op === 'VisitorApplications') return { data: { visitorApplications: signedIn ? applications : [] } };
    if (op === 'VisitorSignIn') {
      signedIn = true;
      return { data: { visitorSignIn: { __typename: 'VisitorSignIn', token: 't', user: visitor } } };
    }
    if (op === 'VisitorSignOut') {
      signedIn = false;
      return { data: { visitorSignOut: true } };
    }
    return { data: null };
  }, 'en');
  return calls;
}

describe('visitor sign-in on the public site', () => {
  it('home: signs in with the e-mail alone, lists the visitor\'s applications with their status, signs out', async () => {
    const calls = site('/demo');
    const card = (await screen.findByText(msg['visitor.title'], {}, wait)).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(card).getByLabelText(msg['visitor.email']), { target: { value: ' mother@example.test ' } });
    fireEvent.click(within(card).getByRole('button', { name: msg['visitor.signIn'] }));
    expect(await screen.findByText('Signed in as mother@example.test', {}, wait)).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'VisitorSignIn')?.variables).toEqual({ slug: 'demo', input: { visitorEmail: 'mother@example.test' } });
    expect(await screen.findByText('Admitted (admit no. 77)', {}, wait)).toBeInTheDocument();
    expect(screen.getByText(msg['visitor.status.pending'])).toBeInTheDocument();
    expect(screen.getByText('Form 12 · Class 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: msg['visitor.signOut'] }));
    expect(await screen.findByText(msg['visitor.title'], {}, wait)).toBeInTheDocument();
    expect(calls.some((c) => c.op === 'VisitorSignOut')).toBe(true);
  });

  it('a malformed address is refused in the form; nothing is sent', async () => {
    const calls = site('/demo');
    const card = (await screen.findByText(msg['visitor.title'], {}, wait)).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(card).getByLabelText(msg['visitor.email']), { target: { value: 'not-an-address' } });
    fireEvent.click(within(card).getByRole('button', { name: msg['visitor.signIn'] }));
    expect(await within(card).findByText(msg['error.invalidEmail'], {}, wait)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.op === 'VisitorSignIn')).toBe(false));
  });

  it('the public result screen offers the visitor sign-in too', async () => {
    site('/demo/result');
    expect(await screen.findByText(msg['visitor.title'], {}, wait)).toBeInTheDocument();
  });
});
