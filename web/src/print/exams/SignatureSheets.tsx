import { FormattedMessage } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { SignatureLines } from '../kit';
import { Code, ExamPageHeading, InfoLine, PageNumber, chunk, classLabel, useExamHeading } from './shared';

/** Spec §2: 50 students per page, 25 per column. */
export const SIGNATURES_PER_PAGE = 50;
export const SIGNATURES_PER_COLUMN = 25;

export interface SignatureStudent { admitNo: number; name: string; className: string; groupName: string }

/**
 * Exam signature sheets: the chosen students, each with a box to sign in, 50 to an A4 page in two
 * columns of 25; a blank for the subject and date, and the invigilator's signature at the foot.
 */
export function SignatureSheets({ students, examHeading, hallName, heading }: { students: readonly SignatureStudent[]; examHeading: string; hallName: string; heading?: AcademyHeading | null }) {
  const academy = useExamHeading(heading);
  const pages = chunk(students, SIGNATURES_PER_PAGE);
  return (
    <div className="xp-doc xp-signsheets">
      {pages.map((page, p) => (
        <section key={p} className="xp-page xp-signsheet-page" data-testid="signature-page">
          <ExamPageHeading
            heading={academy}
            title={<FormattedMessage id="examPrint.signatureSheet" />}
            lines={[
              <InfoLine key="exam" items={[['examPrint.exam', examHeading], ['examPrint.hall', hallName]]} />,
              <span key="blanks" className="xp-blanks">
                <span>
                  <FormattedMessage id="examPrint.subject" />: <span className="xp-fill" />
                </span>
                <span>
                  <FormattedMessage id="examPrint.examDate" />: <span className="xp-fill xp-fill-short" />
                </span>
              </span>,
            ]}
            aside={<PageNumber page={p + 1} pages={pages.length} />}
          />
          <div className="xp-signsheet-columns">
            {chunk(page, SIGNATURES_PER_COLUMN).map((column, c) => (
              <SignatureColumn key={c} rows={column} first={p * SIGNATURES_PER_PAGE + c * SIGNATURES_PER_COLUMN + 1} />
            ))}
          </div>
          <SignatureLines
            className="xp-signrow"
            labels={[<FormattedMessage key="invigilator" id="examPrint.invigilatorSign" />, <FormattedMessage key="controller" id="examPrint.controllerSign" />]}
          />
        </section>
      ))}
    </div>
  );
}

function SignatureColumn({ rows, first }: { rows: readonly SignatureStudent[]; first: number }) {
  return (
    <table className="xp-signsheet" data-testid="signature-column">
      <colgroup>
        <col className="xp-col-serial" />
        <col className="xp-col-admit" />
        <col />
        <col className="xp-col-class" />
        <col className="xp-col-sign" />
      </colgroup>
      <thead>
        <tr>
          <th className="num">
            <FormattedMessage id="examPrint.serial" />
          </th>
          <th>
            <FormattedMessage id="result.admitNo" />
          </th>
          <th>
            <FormattedMessage id="result.name" />
          </th>
          <th>
            <FormattedMessage id="result.className" />
          </th>
          <th>
            <FormattedMessage id="examPrint.signature" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s, i) => (
          <tr key={`${s.admitNo}-${i}`} data-testid="signature-row">
            <td className="num">
              <Code value={first + i} />
            </td>
            <td className="num">
              <Code value={s.admitNo} />
            </td>
            <td className="xp-name">{s.name}</td>
            <td className="xp-small">{classLabel(s)}</td>
            <td className="xp-signbox" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
