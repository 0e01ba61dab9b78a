import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { AcademyBlock, PhotoBox, useHeading, useOptionLabel, type PrintStudent } from './shared';

type Pair = [labelId: string, value: ReactNode];

/** Label/value pairs, two per row (four cells), for one section of the form. */
function Section({ titleId, pairs }: { titleId: string; pairs: Pair[] }) {
  const rows: Pair[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push(pairs.slice(i, i + 2));
  return (
    <>
      <tr className="sp-section">
        <th colSpan={4}>
          <FormattedMessage id={titleId} />
        </th>
      </tr>
      {rows.map((row, i) => (
        <tr key={i}>
          {row.map(([labelId, value]) => (
            <FieldCells key={labelId} labelId={labelId} value={value} wide={row.length === 1} />
          ))}
        </tr>
      ))}
    </>
  );
}

function FieldCells({ labelId, value, wide }: { labelId: string; value: ReactNode; wide: boolean }) {
  return (
    <>
      <td className="sp-label">
        <FormattedMessage id={labelId} />
      </td>
      <td className="sp-value" colSpan={wide ? 3 : 1}>
        {value}
      </td>
    </>
  );
}

const SIGNS = [
  ['inspectorSign', 'student.inspectorSign'],
  ['examinerSign', 'student.examinerSign'],
  ['eduSecSign', 'student.eduSecSign'],
  ['principalSign', 'student.principalSign'],
] as const;

/** The filled admission form on one A4 page, with the four approval signatures. */
export function AdmissionFormPrint({ student: s, heading }: { student: PrintStudent; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const { digits, number: num, date } = useFormat();
  const academy = useHeading(heading);
  const opt = useOptionLabel();
  const code = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '' : <bdi dir="ltr">{digits(v)}</bdi>);
  const mark = (v: number | null | undefined) => (v === null || v === undefined ? '' : num(v));
  const day = (v: string) => (v ? date(v) : '');
  const total = s.fees.reduce((sum, f) => sum + f.amount, 0);

  return (
    <div className="sp-doc sp-admission">
      <AcademyBlock
        heading={academy}
        aside={<PhotoBox url={s.photoUrl} />}
      />
      <div className="sp-doc-title">
        <span className="sp-title">
          <FormattedMessage id="printStudent.admissionTitle" />
        </span>
        <span className="sp-numbers">
          <span>
            <FormattedMessage id="student.formNo" />: <strong>{code(s.formNo)}</strong>
          </span>
          <span>
            <FormattedMessage id="student.admitNo" />:{' '}
            <strong>{s.admitNo ? code(s.admitNo) : intl.formatMessage({ id: 'printStudent.pending' })}</strong>
          </span>
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
          <Section
            titleId="printStudent.section.personal"
            pairs={[
              ['student.name', <strong key="n">{s.name}</strong>],
              ['student.newOld', opt(s.newOld)],
              ['student.fatherName', s.fatherName],
              ['student.motherName', s.motherName],
              ['student.birthDate', day(s.birthDate)],
              ['student.age', s.age ? num(s.age) : ''],
              ['student.department', s.department],
              ['student.residence', opt(s.residence)],
              ['student.category', opt(s.category)],
              ['student.date', day(s.date)],
            ]}
          />
          <Section
            titleId="printStudent.section.address"
            pairs={[
              ['student.village', s.village],
              ['student.postOffice', s.postOffice],
              ['student.subDistrict', s.subDistrict],
              ['student.district', s.district],
            ]}
          />
          <Section
            titleId="printStudent.section.guardian"
            pairs={[
              ['student.guardianMobile', code(s.guardianMobile)],
              ['student.guardianRelation', s.guardianRelation],
              ['student.guardian2', s.guardian2],
              ['student.fatherJob', s.fatherJob],
            ]}
          />
          <Section
            titleId="printStudent.section.previous"
            pairs={[
              ['student.preAcademy', s.preAcademy],
              ['student.preClass', s.preClass],
              ['student.choosingClass', s.choosingClass],
            ]}
          />
          <Section
            titleId="printStudent.section.inspector"
            pairs={[
              ['student.inspectorComment', opt(s.inspectorComment)],
              ['student.examiner', s.examiner],
            ]}
          />
          <Section
            titleId="printStudent.section.examiner"
            pairs={[
              ['student.book1', s.book1],
              ['student.number1', mark(s.number1)],
              ['student.book2', s.book2],
              ['student.number2', mark(s.number2)],
              ['student.average', mark(s.average)],
            ]}
          />
          <Section
            titleId="printStudent.section.approval"
            pairs={[
              ['student.admittedClass', s.admittedClass],
              ['student.groupName', s.groupName],
              ['student.approval', <strong key="a">{opt(s.approval)}</strong>],
            ]}
          />
        </tbody>
      </table>

      <table className="sp-fees">
        <thead>
          <tr>
            <th className="num sp-col-index">#</th>
            <th>
              <FormattedMessage id="printStudent.feeTitle" />
            </th>
            <th className="num sp-col-amount">
              <FormattedMessage id="printStudent.amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {s.fees.length === 0 && (
            <tr>
              <td colSpan={3} className="muted">
                <FormattedMessage id="printStudent.noFees" />
              </td>
            </tr>
          )}
          {s.fees.map((f, i) => (
            <tr key={i}>
              <td className="num">{num(i + 1)}</td>
              <td>{f.title}</td>
              <td className="num">{num(f.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>
              <FormattedMessage id="print.total" />
            </td>
            <td className="num">{num(total)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="sp-signs">
        {SIGNS.map(([field, labelId]) => {
          const url = s[field];
          const label = intl.formatMessage({ id: labelId });
          return (
            <div key={field} className="sp-sign" data-sign={field}>
              <div className={url ? 'sp-sign-box' : 'sp-sign-box sp-sign-empty'}>{url ? <img src={url} alt={label} /> : null}</div>
              <div className="sp-sign-label">{label}</div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
