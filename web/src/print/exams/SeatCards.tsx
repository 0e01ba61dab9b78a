import { FormattedMessage } from 'react-intl';
import type { Seat } from '@rules/seat-plan';
import type { AcademyHeading } from '@/components/PrintHost';
import { Code, chunk, classLabel, useExamHeading } from './shared';

/** Cards per A4 page: two columns of four (90 × 64 mm each), cut along the dashed lines. */
export const SEAT_CARDS_PER_PAGE = 8;

/**
 * Seat cards: one per student, to lay on the desk. Academy and exam heading, the hall, the table
 * and seat number in large type, then the student's name, admit number and class.
 */
export function SeatCards({ seats, examHeading, hallName, heading }: { seats: readonly Seat[]; examHeading: string; hallName: string; heading?: AcademyHeading | null }) {
  const academy = useExamHeading(heading);
  return (
    <div className="xp-doc xp-seatcards">
      {chunk(seats, SEAT_CARDS_PER_PAGE).map((page, p) => (
        <div key={p} className="xp-page xp-seatcard-page" data-testid="seat-card-page">
          {page.map((seat) => (
            <SeatCard key={`${seat.table}-${seat.seat}`} seat={seat} academy={academy} examHeading={examHeading} hallName={hallName} />
          ))}
        </div>
      ))}
    </div>
  );
}

function SeatCard({ seat, academy, examHeading, hallName }: { seat: Seat; academy: AcademyHeading | null; examHeading: string; hallName: string }) {
  const box = (labelId: string, value: number, extra = '') => (
    <div className={`xp-seatcard-box${extra}`}>
      <div className="xp-seatcard-label">
        <FormattedMessage id={labelId} />
      </div>
      <div className="xp-seatcard-number">
        <Code value={value} />
      </div>
    </div>
  );
  return (
    <div className="xp-seatcard-cut">
      <div className="xp-seatcard" data-testid="seat-card">
        <div className="xp-seatcard-head">
          {academy?.logoUrl && <img className="xp-seatcard-logo" src={academy.logoUrl} alt="" />}
          <div className="xp-seatcard-titles">
            <div className="xp-seatcard-academy">{academy?.name}</div>
            <div className="xp-seatcard-exam">{examHeading}</div>
          </div>
        </div>
        <div className="xp-seatcard-place">
          {box('examPrint.table', seat.table)}
          {box('examPrint.seat', seat.seat)}
          {box('result.admitNo', seat.admitNo, ' xp-seatcard-admit')}
        </div>
        <div className="xp-seatcard-name">{seat.name}</div>
        <div className="xp-seatcard-foot">
          <span>
            <FormattedMessage id="result.className" />: <strong>{classLabel(seat)}</strong>
          </span>
          <span>
            <FormattedMessage id="examPrint.hall" />: <strong>{hallName}</strong>
          </span>
        </div>
      </div>
    </div>
  );
}
