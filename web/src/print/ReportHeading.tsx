import { usePrintHeading, type AcademyHeading } from '@/components/PrintHost';
import { isoToday, useFormat } from '@/lib/format';
import { FormattedMessage } from 'react-intl';

/** Academy name, English name and address, then the report title and today's date. */
export function ReportHeading({ title, heading }: { title: string; heading?: AcademyHeading | null }) {
  const fromHost = usePrintHeading();
  const academy = heading ?? fromHost;
  const { date } = useFormat();
  return (
    <>
      {academy && (
        <div className="talim-print-heading">
          {academy.logoUrl && <img className="logo" src={academy.logoUrl} alt="" />}
          <div className="name">{academy.name}</div>
          {academy.englishName && academy.englishName !== academy.name && <div className="english">{academy.englishName}</div>}
          {academy.address && <div className="address">{academy.address}</div>}
          {academy.englishAddress && academy.englishAddress !== academy.address && (
            <div className="address">{academy.englishAddress}</div>
          )}
        </div>
      )}
      <div className="talim-print-title">
        <span className="title">{title}</span>
        <span className="muted">
          <FormattedMessage id="print.date" values={{ date: <bdi>{date(isoToday())}</bdi> }} />
        </span>
      </div>
    </>
  );
}
