import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { examLabel } from '@/features/education/result/examLabels';
import { EXAM_RULES, examNamesOf, routineOrder } from '@/features/education/papers/paperForm';
import { durationText, timeText, weekdayText } from '@/features/education/papers/paperText';
import type { ExamPaperFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PrintDocument, SignatureLines } from './kit';
import './routine-print.css';

type Paper = Pick<ExamPaperFieldsFragment, 'id' | 'examName' | 'year' | 'department' | 'className' | 'groupName' | 'subject' | 'date' | 'time' | 'durationMinutes'>;

interface Props {
  papers: Paper[];
  heading?: AcademyHeading | null;
}

const styles: Record<string, CSSProperties> = {
  exam: { fontSize: '12pt', fontWeight: 700, textAlign: 'center', margin: '10px 0 6px' },
  dateCell: { whiteSpace: 'nowrap', fontWeight: 600 },
  notes: { marginTop: 14, border: '1px solid #555', padding: '6px 10px', breakInside: 'avoid' },
  notesTitle: { fontWeight: 700, marginBottom: 2 },
  list: { margin: 0, paddingInlineStart: 20 },
};

/** List numbers in the language's digits. */
const LIST_STYLE: Record<string, string> = { bn: 'bengali', ar: 'arabic-indic' };

/** Rows of one day with how many rows its date cell and each time cell span. */
interface DayBlock {
  date: string;
  rows: { paper: Paper; timeSpan: number }[];
}

function dayBlocks(papers: Paper[]): DayBlock[] {
  const blocks: DayBlock[] = [];
  for (const paper of routineOrder(papers)) {
    let block = blocks[blocks.length - 1];
    if (!block || block.date !== paper.date) {
      block = { date: paper.date, rows: [] };
      blocks.push(block);
    }
    const sameTime = block.rows.findLast((r) => r.timeSpan > 0);
    if (sameTime && sameTime.paper.time === paper.time) {
      sameTime.timeSpan += 1;
      block.rows.push({ paper, timeSpan: 0 });
    } else {
      block.rows.push({ paper, timeSpan: 1 });
    }
  }
  return blocks;
}

/** The exam routine on A4: academy heading, each exam's papers by date and time, and the exam rules (spec §9). */
export function RoutinePrint({ papers, heading }: Props) {
  const intl = useIntl();
  const { digits, number: num, date } = useFormat();
  const exams = examNamesOf(papers);
  const classText = (p: Paper) => (p.groupName ? `${p.className} (${p.groupName})` : p.className);
  return (
    <PrintDocument title={intl.formatMessage({ id: 'papers.printTitle' })} heading={heading}>
      {exams.map((exam) => {
        const ofExam = papers.filter((p) => p.examName === exam);
        const years = [...new Set(ofExam.map((p) => p.year))].sort();
        return (
          <section key={exam}>
            <div style={styles.exam}>
              <FormattedMessage id="papers.printExam" values={{ exam: examLabel(intl, exam), year: years.map((y) => digits(y)).join(', ') }} />
            </div>
            <table>
              <thead>
                <tr>
                  <th>
                    <FormattedMessage id="papers.date" />
                  </th>
                  <th>
                    <FormattedMessage id="papers.weekday" />
                  </th>
                  <th>
                    <FormattedMessage id="papers.time" />
                  </th>
                  <th>
                    <FormattedMessage id="papers.duration" />
                  </th>
                  <th>
                    <FormattedMessage id="classPanel.className" />
                  </th>
                  <th>
                    <FormattedMessage id="result.subject" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {dayBlocks(ofExam).map((block) =>
                  block.rows.map(({ paper, timeSpan }, i) => (
                    <tr key={paper.id}>
                      {i === 0 && (
                        <>
                          <td rowSpan={block.rows.length} style={styles.dateCell}>
                            {date(block.date)}
                          </td>
                          <td rowSpan={block.rows.length} className="nowrap">
                            {weekdayText(intl, block.date)}
                          </td>
                        </>
                      )}
                      {timeSpan > 0 && (
                        <td rowSpan={timeSpan} className="nowrap">
                          <bdi>{timeText(intl, paper.time)}</bdi>
                        </td>
                      )}
                      <td className="nowrap">{durationText(intl, paper.durationMinutes)}</td>
                      <td>
                        <bdi>{classText(paper)}</bdi>
                      </td>
                      <td>
                        <bdi>{paper.subject}</bdi>
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </section>
        );
      })}
      <div style={styles.notes}>
        <div style={styles.notesTitle}>
          <FormattedMessage id="papers.rulesTitle" />
        </div>
        <ol style={{ ...styles.list, listStyleType: LIST_STYLE[intl.locale.slice(0, 2)] ?? 'decimal' }}>
          <li>
            <FormattedMessage id="papers.ruleCollect" />
          </li>
          <li>
            <FormattedMessage id="papers.ruleClarify" values={{ minutes: num(EXAM_RULES.clarifyMinutes) }} />
          </li>
        </ol>
      </div>
      <SignatureLines className="talim-routine-signs" labels={[<FormattedMessage key="eduSec" id="signature.eduSec" />]} />
    </PrintDocument>
  );
}
