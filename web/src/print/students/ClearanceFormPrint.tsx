import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { SignatureLines } from '../kit';
import { AcademyBlock, PhotoBox, classOf, useHeading, type PrintStudent } from './shared';

/** The departments a leaving student must clear, each with who signs for it. */
export const CLEARANCE_DEPARTMENTS = [
  { id: 'accounts', responsibleId: 'role.accountant' },
  { id: 'boarding', responsibleId: 'role.boardingSuper' },
  { id: 'library', responsibleId: 'role.managerAcademicLibrary' },
  { id: 'hostel', responsibleId: 'role.hostelManager' },
  { id: 'education', responsibleId: 'role.education' },
] as const;

/** The clearance (release) form: the student's identity, a row per department to sign, the principal's line. */
export function ClearanceFormPrint({ student: s, heading }: { student: PrintStudent; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const { digits, number: num, date } = useFormat();
  const academy = useHeading(heading);
  const code = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '' : <bdi dir="ltr">{digits(v)}</bdi>);
  const identity: [string, ReactNode][] = [
    ['student.admitNo', code(s.admitNo)],
    ['student.formNo', code(s.formNo)],
    ['student.name', <strong key="n">{s.name}</strong>],
    ['student.fatherName', s.fatherName],
    ['student.className', classOf(s)],
    ['student.groupName', s.groupName],
    ['student.date', s.date ? date(s.date) : ''],
    ['clearance.leavingDate', ''],
  ];
  return (
    <div className="sp-doc sp-clearance">
      <AcademyBlock heading={academy} aside={<PhotoBox url={s.photoUrl} />} />
      <div className="sp-doc-title sp-doc-title-center">
        <span className="sp-title sp-title-boxed">
          <FormattedMessage id="clearance.title" />
        </span>
      </div>
      <table className="sp-fields">
        <colgroup>
          <col className="sp-col-label" />
          <col className="sp-col-value" />
          <col className="sp-col-label" />
          <col className="sp-col-value" />
        </colgroup>
        <tbody>
          {[0, 2, 4, 6].map((i) => (
            <tr key={i}>
              {identity.slice(i, i + 2).map(([labelId, value]) => (
                <FieldPair key={labelId} labelId={labelId} value={value} />
              ))}
            </tr>
          ))}
          <tr>
            <td className="sp-label">
              <FormattedMessage id="clearance.reason" />
            </td>
            <td colSpan={3} className="sp-value sp-blank" />
          </tr>
        </tbody>
      </table>
      <p className="sp-intro">
        <FormattedMessage id="clearance.intro" />
      </p>
      <table className="sp-clear-table">
        <thead>
          <tr>
            <th className="num sp-col-index">#</th>
            <th>
              <FormattedMessage id="clearance.departmentCol" />
            </th>
            <th>
              <FormattedMessage id="clearance.responsibleCol" />
            </th>
            <th className="sp-col-due">
              <FormattedMessage id="clearance.dueCol" />
            </th>
            <th className="sp-col-sign">
              <FormattedMessage id="clearance.signCol" />
            </th>
            <th className="sp-col-date">
              <FormattedMessage id="clearance.dateCol" />
            </th>
          </tr>
        </thead>
        <tbody>
          {CLEARANCE_DEPARTMENTS.map((d, i) => (
            <tr key={d.id} data-department={d.id}>
              <td className="num">{num(i + 1)}</td>
              <td>
                <strong>{intl.formatMessage({ id: `clearance.dept.${d.id}` })}</strong>
              </td>
              <td>{intl.formatMessage({ id: d.responsibleId })}</td>
              <td />
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sp-intro">
        <FormattedMessage id="clearance.approved" />
      </p>
      <SignatureLines
        className="sp-signrow"
        labels={[<FormattedMessage key="date" id="certificate.date" />, <FormattedMessage key="principal" id="student.principalSign" />]}
      />
    </div>
  );
}

function FieldPair({ labelId, value }: { labelId: string; value: ReactNode }) {
  return (
    <>
      <td className="sp-label">
        <FormattedMessage id={labelId} />
      </td>
      <td className="sp-value">{value}</td>
    </>
  );
}
