import { FormattedMessage } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { ADMIT_CARDS_PER_PAGE } from './frames';
import { SignatureLines } from '../kit';
import { PhotoBox, chunk, classOf, useHeading, type PrintStudent } from './shared';

/** The exam rules printed on every admit card (spec §9). */
export const ADMIT_CARD_RULES = ['admitCard.rule.booklets', 'admitCard.rule.clarify', 'admitCard.rule.bring'] as const;

/** Exam admit cards, four per A4 page, with dashed cut lines between them. */
export function AdmitCards({ students, examName, heading }: { students: PrintStudent[]; examName?: string; heading?: AcademyHeading | null }) {
  const academy = useHeading(heading);
  return (
    <div className="sp-doc sp-admitcards">
      {chunk(students, ADMIT_CARDS_PER_PAGE).map((page, p) => (
        <div key={p} className="sp-page sp-admit-page" data-testid="admit-card-page">
          {page.map((s) => (
            <AdmitCard key={s.id} student={s} academy={academy} examName={examName} />
          ))}
        </div>
      ))}
    </div>
  );
}

function AdmitCard({ student: s, academy, examName }: { student: PrintStudent; academy: AcademyHeading | null; examName?: string }) {
  const { digits } = useFormat();
  const code = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '' : <bdi dir="ltr">{digits(v)}</bdi>);
  return (
    <div className="sp-admitcard" data-testid="admit-card">
      <div className="sp-admit-head">
        {academy?.logoUrl ? <img className="sp-admit-logo" src={academy.logoUrl} alt="" /> : <span className="sp-admit-logo" />}
        <div className="sp-admit-heading">
          <div className="sp-admit-academy">{academy?.name}</div>
          {academy?.address && <div className="sp-academy-address">{academy.address}</div>}
          <div className="sp-admit-title">
            <FormattedMessage id="admitCard.title" />
          </div>
          {examName && (
            <div className="sp-admit-exam">
              <FormattedMessage id="admitCard.exam" />: <bdi>{examName}</bdi>
            </div>
          )}
        </div>
        <span className="sp-admit-logo" />
      </div>
      <div className="sp-admit-body">
        <table className="sp-admit-fields">
          <tbody>
            <tr>
              <th>
                <FormattedMessage id="student.admitNo" />
              </th>
              <td>
                <strong>{code(s.admitNo)}</strong>
              </td>
              <th>
                <FormattedMessage id="student.className" />
              </th>
              <td>{classOf(s)}</td>
            </tr>
            <tr>
              <th>
                <FormattedMessage id="student.name" />
              </th>
              <td>
                <strong>{s.name}</strong>
              </td>
              <th>
                <FormattedMessage id="student.groupName" />
              </th>
              <td>{s.groupName}</td>
            </tr>
            <tr>
              <th>
                <FormattedMessage id="student.fatherName" />
              </th>
              <td>{s.fatherName}</td>
              <th>
                <FormattedMessage id="student.department" />
              </th>
              <td>{s.department}</td>
            </tr>
          </tbody>
        </table>
        <PhotoBox url={s.photoUrl} className="sp-admit-photo" />
      </div>
      <div className="sp-admit-foot">
        <div className="sp-admit-rules">
          <strong>
            <FormattedMessage id="admitCard.rulesTitle" />
          </strong>
          <ol>
            {ADMIT_CARD_RULES.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
          </ol>
        </div>
        <SignatureLines
          className="sp-signrow sp-admit-signs"
          labels={[<FormattedMessage key="examinee" id="admitCard.examineeSign" />, <FormattedMessage key="controller" id="admitCard.controllerSign" />]}
        />
      </div>
    </div>
  );
}
