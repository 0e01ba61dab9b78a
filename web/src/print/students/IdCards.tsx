import { Radio } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import { Barcode } from './Barcode';
import { DEFAULT_ID_CARD_FRAME, ID_CARDS_PER_PAGE, ID_CARD_FRAMES, frameById, type IdCardFrame, type IdCardFrameId } from './frames';
import { PhotoBox, chunk, classOf, useHeading, type PrintStudent } from './shared';

export { ID_CARD_FRAMES, ID_CARDS_PER_PAGE, DEFAULT_ID_CARD_FRAME, type IdCardFrame, type IdCardFrameId };

/** A card frame's colours as the CSS variables of the card (students' and staff cards alike). */
export function idCardFrameStyle(frame: IdCardFrame): CSSProperties {
  return {
    '--card-band': frame.band,
    '--card-band-text': frame.bandText,
    '--card-border': frame.border,
    '--card-accent': frame.accent,
    '--card-tint': frame.tint,
  } as CSSProperties;
}

/**
 * The students an ID card is for: admitted ones (with an admit number). A pending applicant has no
 * admit number, so no barcode or number to print; the list's print menu says so instead.
 */
export function idCardStudents<T extends { admitNo?: number | null }>(students: readonly T[]): T[] {
  return students.filter((s) => typeof s.admitNo === 'number' && s.admitNo > 0);
}

/** Student ID cards, 3 × 3 per A4 page, each with a CODE128 barcode of the admit number; applicants get none. */
export function IdCards({
  students,
  frame = DEFAULT_ID_CARD_FRAME,
  validYear,
  heading,
}: {
  students: PrintStudent[];
  frame?: IdCardFrameId | string;
  /** The year printed as "valid till"; the current year by default. */
  validYear?: number;
  heading?: AcademyHeading | null;
}) {
  const academy = useHeading(heading);
  const design = frameById(frame);
  const year = validYear ?? new Date().getFullYear();
  return (
    <div className="sp-doc sp-idcards" data-frame={design.id} style={idCardFrameStyle(design)}>
      {chunk(idCardStudents(students), ID_CARDS_PER_PAGE).map((page, p) => (
        <div key={p} className="sp-page sp-idcard-page" data-testid="id-card-page">
          {page.map((s) => (
            <IdCard key={s.id} student={s} academy={academy} year={year} />
          ))}
        </div>
      ))}
    </div>
  );
}

function IdCard({ student: s, academy, year }: { student: PrintStudent; academy: AcademyHeading | null; year: number }) {
  const { digits } = useFormat();
  const cls = [classOf(s), s.groupName].filter(Boolean).join(' · ');
  const admit = s.admitNo ? String(s.admitNo) : '';
  return (
    <div className="sp-idcard" data-testid="id-card">
      <div className="sp-idcard-band">
        {academy?.logoUrl && <img className="sp-idcard-logo" src={academy.logoUrl} alt="" />}
        <div className="sp-idcard-academy">
          <div className="sp-idcard-academy-name">{academy?.name}</div>
          <div className="sp-idcard-kind">
            <FormattedMessage id="idCard.title" />
          </div>
        </div>
      </div>
      <div className="sp-idcard-body">
        <PhotoBox url={s.photoUrl} className="sp-idcard-photo" />
        <div className="sp-idcard-name">{s.name}</div>
        <dl className="sp-idcard-fields">
          <IdCardRow labelId="student.className" value={cls} />
          <IdCardRow labelId="student.admitNo" value={admit ? <bdi dir="ltr">{digits(admit)}</bdi> : ''} />
          <IdCardRow labelId="idCard.father" value={s.fatherName} />
          <IdCardRow labelId="idCard.mobile" value={s.guardianMobile ? <bdi dir="ltr">{digits(s.guardianMobile)}</bdi> : ''} />
        </dl>
      </div>
      <IdCardFoot barcode={admit} barWidth={1.5} year={year} />
    </div>
  );
}

/** A card's foot: the barcode (when there is a value) and "valid till" the year. */
export function IdCardFoot({ barcode, barWidth, year }: { barcode: string | null | undefined; barWidth: number; year: number }) {
  const { digits } = useFormat();
  return (
    <div className="sp-idcard-foot">
      {barcode && <Barcode value={barcode} height={40} barWidth={barWidth} />}
      <div className="sp-idcard-valid">
        <FormattedMessage id="idCard.validity" values={{ year: digits(year) }} />
      </div>
    </div>
  );
}

/** A labelled line of a card. */
export function IdCardRow({ labelId, value }: { labelId: string; value: ReactNode }) {
  return (
    <div className="sp-idcard-row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Radio cards with a small preview of each frame, shown before printing ID cards. */
export function FramePicker({ value, onChange }: { value: string; onChange: (frame: IdCardFrameId) => void }) {
  const intl = useIntl();
  return (
    <Radio.Group
      className="sp-frame-picker"
      value={value}
      onChange={(e) => onChange(e.target.value as IdCardFrameId)}
      aria-label={intl.formatMessage({ id: 'idCard.frameLabel' })}
    >
      {ID_CARD_FRAMES.map((f) => (
        <Radio key={f.id} value={f.id} className="sp-frame-option">
          <span className="sp-frame-preview" style={idCardFrameStyle(f)} aria-hidden>
            <span className="sp-frame-preview-band" />
            <span className="sp-frame-preview-photo" />
            <span className="sp-frame-preview-line" />
            <span className="sp-frame-preview-line short" />
            <span className="sp-frame-preview-bars" />
          </span>
          <span className="sp-frame-name">{intl.formatMessage({ id: f.labelId })}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
