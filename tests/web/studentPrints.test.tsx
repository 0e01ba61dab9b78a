import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { PrintHost } from '@/components/PrintHost';
import { CardsPrintMenu } from '@/features/admission/studentList/StudentPrintMenus';
import type { StudentFieldsFragment } from '@/gql/graphql';
import { messagesFor } from '@/lib/messages';
import {
  AdmissionFormPrint,
  AdmitCards,
  CertificatePrint,
  ClearanceFormPrint,
  FramePicker,
  ID_CARD_FRAMES,
  IdCards,
  idCardStudents,
} from '@/print/students';

const heading = { name: 'Darul Ulum Academy', englishName: 'Darul Ulum Academy (EN)', address: 'Mirpur, Dhaka', logoUrl: '/files/logo.png' };

function student(n: number, over: Partial<StudentFieldsFragment> = {}): StudentFieldsFragment {
  return {
    id: n, formNo: 500 + n, admitNo: 1000 + n, pending: false, newOld: 'new', department: 'General', residence: 'residential',
    category: 'general', name: `Student ${n}`, fatherName: `Father ${n}`, motherName: `Mother ${n}`, fatherJob: 'Farmer',
    village: 'Rampur', postOffice: 'Rampur Bazar', subDistrict: 'Savar', district: 'Dhaka', birthDate: '2014-03-05', age: 12,
    guardianMobile: '01711000000', guardianRelation: 'Father', guardian2: '', preAcademy: '', preClass: '', choosingClass: 'Six',
    admittedClass: 'Six', groupName: 'A', inspectorComment: 'good', examiner: 'Abdul Karim', book1: 'Bangla', number1: 80,
    average: 75, book2: 'Maths', number2: 70, approval: 'admitted', inspectorSign: '', examinerSign: '', eduSecSign: '',
    principalSign: '', photoUrl: '', condition: 'in', reportStage: 'general', date: '2026-01-10', source: 'office',
    fees: [{ title: 'Admission fee', amount: 1500 }, { title: 'Monthly fee', amount: 800 }],
    ...over,
  };
}

function inIntl(node: ReactNode, lang: 'en' | 'bn' | 'ar' = 'en', academyType = 'school') {
  const locale = lang === 'bn' ? 'bn-BD' : lang === 'ar' ? 'ar-EG' : 'en-GB';
  return render(
    <IntlProvider locale={locale} messages={messagesFor(lang, academyType)}>
      {node}
    </IntlProvider>,
  );
}

describe('student print layouts', () => {
  it('prints nine ID cards per page: 20 students make 3 pages, the last with 2', () => {
    const students = Array.from({ length: 20 }, (_, i) => student(i + 1));
    inIntl(<IdCards students={students} frame="ocean" heading={heading} validYear={2026} />);
    const pages = screen.getAllByTestId('id-card-page');
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => within(p).getAllByTestId('id-card').length)).toEqual([9, 9, 2]);
    expect(document.querySelector('.sp-idcards')).toHaveAttribute('data-frame', 'ocean');
  });

  it('puts a CODE128 barcode SVG of the admit number on each ID card', () => {
    inIntl(<IdCards students={[student(1, { admitNo: 2345 }), student(2, { admitNo: 987 })]} heading={heading} />);
    const cards = screen.getAllByTestId('id-card');
    const svg = cards[0].querySelector('svg[data-barcode]');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('data-barcode', '2345');
    expect(svg!.querySelectorAll('rect').length).toBeGreaterThan(5);
    expect(cards[0]).toHaveTextContent('2345');
    expect(cards[1].querySelector('svg[data-barcode]')).toHaveAttribute('data-barcode', '987');
    expect(cards[0]).toHaveTextContent('Student 1');
    expect(cards[0]).toHaveTextContent('Father 1');
    expect(cards[0]).toHaveTextContent('Darul Ulum Academy');
  });

  it('prints ID cards only for admitted students: an applicant without an admit number gets none', () => {
    const applicant = student(2, { admitNo: null, pending: true });
    expect(idCardStudents([student(1), applicant, student(3)]).map((s) => s.id)).toEqual([1, 3]);
    inIntl(<IdCards students={[student(1), applicant, student(3)]} heading={heading} />);
    const cards = screen.getAllByTestId('id-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Student 2')).toBeNull();
  });

  it('writes ID card numbers in Bengali digits in bn, keeping the barcode value Latin', () => {
    inIntl(<IdCards students={[student(1, { admitNo: 2345 })]} heading={heading} validYear={2026} />, 'bn');
    const card = screen.getByTestId('id-card');
    expect(card).toHaveTextContent('২৩৪৫');
    expect(card).toHaveTextContent('২০২৬');
    expect(card.querySelector('svg[data-barcode]')).toHaveAttribute('data-barcode', '2345');
  });

  it('offers at least four ID card frames, each with a label, in a picker', () => {
    expect(ID_CARD_FRAMES.length).toBeGreaterThanOrEqual(4);
    const en = messagesFor('en', 'school');
    for (const f of ID_CARD_FRAMES) expect(en[f.labelId]).toBeTruthy();
    const onChange = jest.fn();
    inIntl(<FramePicker value="classic" onChange={onChange} />);
    expect(screen.getAllByRole('radio')).toHaveLength(ID_CARD_FRAMES.length);
    fireEvent.click(screen.getByLabelText(en['idCard.frame.maroon']));
    expect(onChange).toHaveBeenCalledWith('maroon');
  });

  it('shows the four signature images on the admission form when set', () => {
    const signed = student(1, {
      inspectorSign: '/files/sign/inspector.png',
      examinerSign: '/files/sign/examiner.png',
      eduSecSign: '/files/sign/edusec.png',
      principalSign: '/files/sign/principal.png',
    });
    inIntl(<AdmissionFormPrint student={signed} heading={heading} />);
    for (const [field, url] of [
      ['inspectorSign', '/files/sign/inspector.png'],
      ['examinerSign', '/files/sign/examiner.png'],
      ['eduSecSign', '/files/sign/edusec.png'],
      ['principalSign', '/files/sign/principal.png'],
    ]) {
      const box = document.querySelector(`[data-sign="${field}"]`)!;
      expect(box.querySelector('img')).toHaveAttribute('src', url);
      expect(box.querySelector('.sp-sign-empty')).toBeNull();
    }
    expect(document.querySelectorAll('.sp-sign img')).toHaveLength(4);
  });

  it('leaves labelled empty signature boxes on the admission form when unsigned', () => {
    inIntl(<AdmissionFormPrint student={student(1, { examinerSign: '/files/sign/examiner.png' })} heading={heading} />);
    expect(document.querySelectorAll('.sp-sign')).toHaveLength(4);
    expect(document.querySelectorAll('.sp-sign img')).toHaveLength(1);
    expect(document.querySelectorAll('.sp-sign-empty')).toHaveLength(3);
    expect(document.querySelector('[data-sign="inspectorSign"]')).toHaveTextContent("Inspector's signature");
    expect(document.querySelector('[data-sign="principalSign"]')).toHaveTextContent("Principal's signature");
  });

  it('prints every field, the fees with their total, and option codes in words on the admission form', () => {
    inIntl(<AdmissionFormPrint student={student(3)} heading={heading} />);
    const doc = document.querySelector('.sp-admission')!;
    for (const text of ['Student 3', 'Father 3', 'Mother 3', 'Rampur Bazar', 'Savar', 'Abdul Karim', 'Bangla', 'Maths', 'Residential', 'Good', 'Admitted', 'Admission fee', '2,300', '503', '1003']) {
      expect(doc).toHaveTextContent(text);
    }
  });

  it('states the student and the class on the certificate, with madrasa wording for a madrasa', () => {
    inIntl(<CertificatePrint student={student(4)} heading={heading} />);
    const cert = document.querySelector('.sp-certificate')!;
    expect(cert).toHaveTextContent('Student 4');
    expect(cert).toHaveTextContent('Father 4');
    expect(cert).toHaveTextContent('Rampur Bazar');
    expect(cert).toHaveTextContent('Six');
    expect(cert).toHaveTextContent('Darul Ulum Academy');
  });

  it('uses the madrasa wording on a madrasa certificate', () => {
    inIntl(<CertificatePrint student={student(4)} heading={heading} />, 'bn', 'madrasa');
    const cert = document.querySelector('.sp-certificate')!;
    expect(cert).toHaveTextContent('Student 4');
    expect(cert).toHaveTextContent('সনদপত্র');
    expect(cert).toHaveTextContent('মাদরাসা');
  });

  it('lists the five departments to clear on the clearance form', () => {
    inIntl(<ClearanceFormPrint student={student(5)} heading={heading} />);
    const rows = document.querySelectorAll('[data-department]');
    expect([...rows].map((r) => r.getAttribute('data-department'))).toEqual(['accounts', 'boarding', 'library', 'hostel', 'education']);
    expect(document.querySelector('.sp-clearance')).toHaveTextContent('Student 5');
  });

  it('prints four admit cards per page with the exam rules', () => {
    const students = Array.from({ length: 6 }, (_, i) => student(i + 1));
    inIntl(<AdmitCards students={students} examName="First term exam" heading={heading} />);
    const pages = screen.getAllByTestId('admit-card-page');
    expect(pages.map((p) => within(p).getAllByTestId('admit-card').length)).toEqual([4, 2]);
    const card = screen.getAllByTestId('admit-card')[0];
    expect(card).toHaveTextContent('First term exam');
    expect(card).toHaveTextContent('after the first hour');
    expect(card).toHaveTextContent('first 30 minutes');
  });
});

describe('ID card print from the student list', () => {
  const en = messagesFor('en', 'school');
  function menu(selected: StudentFieldsFragment[], shown: StudentFieldsFragment[], lang: 'en' | 'bn' | 'ar' = 'en') {
    return inIntl(
      <App>
        <PrintHost heading={heading}>
          <CardsPrintMenu selected={selected} shown={shown} />
        </PrintHost>
      </App>,
      lang,
    );
  }
  const chooseIdCards = async (label = 'ID cards', button = /Print documents/) => {
    fireEvent.click(screen.getByRole('button', { name: button }));
    const item = await screen.findByText(label);
    await act(async () => fireEvent.click(item));
  };

  it('tells the user, and prints nothing, when the selection has only applicants', async () => {
    const printSpy = jest.fn();
    window.print = printSpy;
    const applicants = [student(1, { admitNo: null, pending: true }), student(2, { admitNo: null, pending: true })];
    menu(applicants, [...applicants, student(3)]);
    await chooseIdCards();
    expect(await screen.findByText(en['idCard.onlyApplicants'])).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull(); // no frame picker, nothing to print
    expect(screen.queryByTestId('print-root')).toBeNull();
    expect(printSpy).not.toHaveBeenCalled();
  });

  it('says so in Bengali too', async () => {
    const applicant = student(1, { admitNo: null, pending: true });
    menu([applicant], [applicant], 'bn');
    const bn = messagesFor('bn', 'school');
    await chooseIdCards(bn['students.idCards'], new RegExp(bn['students.printDocuments']));
    expect(await screen.findByText(bn['idCard.onlyApplicants'])).toBeInTheDocument();
  });

  it('prints cards for the admitted students of a mixed selection and says how many applicants were left out', async () => {
    const printSpy = jest.fn();
    window.print = printSpy;
    const chosen = [student(1), student(2, { admitNo: null, pending: true }), student(3)];
    menu(chosen, chosen);
    await chooseIdCards();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 applicant without an admit number gets no card.')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Print/ })));
    const root = await screen.findByTestId('print-root');
    expect(within(root).getAllByTestId('id-card')).toHaveLength(2);
    expect(within(root).queryByText('Student 2')).toBeNull();
    await waitFor(() => expect(printSpy).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
