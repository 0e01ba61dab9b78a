import { FormattedMessage } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import type { StaffFieldsFragment } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { DEFAULT_ID_CARD_FRAME, ID_CARDS_PER_PAGE, frameById } from '@/print/students/frames';
import { IdCardFoot, IdCardRow, idCardFrameStyle } from '@/print/students/IdCards';
import { PhotoBox, chunk, useHeading } from '@/print/students/shared';

export type PrintStaff = Pick<StaffFieldsFragment, 'id' | 'staffId' | 'name' | 'fatherName' | 'designation' | 'mobile' | 'nid' | 'salary' | 'photoUrl'>;

/**
 * The barcode of a staff ID card (spec §9: "The barcode value joins idNo, nid and salaryAmount"):
 * staff id, nid and salary in taka joined by '-'. The nid is digits and the salary a number, so the
 * value reads back from the end even when the staff id has a '-' of its own.
 */
export function staffBarcodeValue(s: Pick<PrintStaff, 'staffId' | 'nid' | 'salary'>): string {
  const salary = Number.isInteger(s.salary) ? String(s.salary) : s.salary.toFixed(2);
  return [s.staffId.trim(), s.nid.trim(), salary].join('-');
}

/** Staff ID cards, 3 × 3 per A4 page (the student cards' layout and frames), each with its barcode. */
export function StaffIdCards({ staff, frame = DEFAULT_ID_CARD_FRAME, validYear, heading }: {
  staff: PrintStaff[];
  frame?: string;
  /** The year printed as "valid till"; the current year by default. */
  validYear?: number;
  heading?: AcademyHeading | null;
}) {
  const academy = useHeading(heading);
  const design = frameById(frame);
  const year = validYear ?? new Date().getFullYear();
  return (
    <div className="sp-doc sp-idcards" data-frame={design.id} style={idCardFrameStyle(design)}>
      {chunk(staff, ID_CARDS_PER_PAGE).map((page, p) => (
        <div key={p} className="sp-page sp-idcard-page" data-testid="id-card-page">
          {page.map((s) => <StaffIdCard key={s.id} staff={s} academy={academy} year={year} />)}
        </div>
      ))}
    </div>
  );
}

function StaffIdCard({ staff: s, academy, year }: { staff: PrintStaff; academy: AcademyHeading | null; year: number }) {
  const { digits } = useFormat();
  const ltr = (text: string) => (text ? <bdi dir="ltr">{digits(text)}</bdi> : '');
  return (
    <div className="sp-idcard" data-testid="id-card">
      <div className="sp-idcard-band">
        {academy?.logoUrl && <img className="sp-idcard-logo" src={academy.logoUrl} alt="" />}
        <div className="sp-idcard-academy">
          <div className="sp-idcard-academy-name">{academy?.name}</div>
          <div className="sp-idcard-kind">
            <FormattedMessage id="staff.idCard.title" />
          </div>
        </div>
      </div>
      <div className="sp-idcard-body">
        <PhotoBox url={s.photoUrl} className="sp-idcard-photo" />
        <div className="sp-idcard-name">{s.name}</div>
        <dl className="sp-idcard-fields">
          <IdCardRow labelId="staff.idCard.designation" value={s.designation} />
          <IdCardRow labelId="staff.staffId" value={ltr(s.staffId)} />
          <IdCardRow labelId="idCard.father" value={s.fatherName} />
          <IdCardRow labelId="idCard.mobile" value={ltr(s.mobile.split(/[,;]/)[0]?.trim() ?? '')} />
        </dl>
      </div>
      <IdCardFoot barcode={staffBarcodeValue(s)} barWidth={1.2} year={year} />
    </div>
  );
}
