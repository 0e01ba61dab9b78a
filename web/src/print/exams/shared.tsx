import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePrintHeading, type AcademyHeading } from '@/components/PrintHost';
import { useFormat } from '@/lib/format';
import './exams-print.css';

/** The academy heading: the explicit one, else the nearest PrintHost's. */
export function useExamHeading(heading?: AcademyHeading | null): AcademyHeading | null {
  const fromHost = usePrintHeading();
  return heading ?? fromHost;
}

/** Splits a list into pages of `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** "Class 9 · Science", or the class alone when it has no group. */
export function classLabel(c: { className: string; groupName: string }): string {
  return c.groupName ? `${c.className} · ${c.groupName}` : c.className;
}

/** Digits (admit numbers, dates) in the language's digits, kept left to right inside Arabic text. */
export function Code({ value }: { value: number | string | null | undefined }) {
  const { digits } = useFormat();
  if (value === null || value === undefined || value === '') return null;
  return <bdi dir="ltr">{digits(value)}</bdi>;
}

/** A compact page heading: logo, academy name and address, then the title and the lines under it. */
export function ExamPageHeading({ heading, title, lines, aside }: { heading: AcademyHeading | null; title: ReactNode; lines?: ReactNode[]; aside?: ReactNode }) {
  return (
    <header className="xp-heading">
      <div className="xp-heading-side">{heading?.logoUrl ? <img className="xp-logo" src={heading.logoUrl} alt="" /> : null}</div>
      <div className="xp-heading-main">
        {heading && <div className="xp-academy">{heading.name}</div>}
        {heading?.address && <div className="xp-address">{heading.address}</div>}
        <div className="xp-title">{title}</div>
        {lines?.filter(Boolean).map((line, i) => (
          <div key={i} className="xp-line">
            {line}
          </div>
        ))}
      </div>
      <div className="xp-heading-side xp-heading-aside">{aside}</div>
    </header>
  );
}

/** "Page 2 of 5" in the language's digits. */
export function PageNumber({ page, pages }: { page: number; pages: number }) {
  const { digits } = useFormat();
  return (
    <span className="xp-pageno">
      <FormattedMessage id="examPrint.pageOf" values={{ page: digits(page), pages: digits(pages) }} />
    </span>
  );
}

/** "Label: value" pairs joined on one line, the empty ones left out. */
export function InfoLine({ items }: { items: [labelId: string, value: ReactNode][] }) {
  const intl = useIntl();
  const shown = items.filter(([, v]) => v !== '' && v !== null && v !== undefined && v !== false);
  return (
    <span className="xp-info">
      {shown.map(([labelId, value]) => (
        <span key={labelId} className="xp-info-item">
          {intl.formatMessage({ id: labelId })}: <strong>{value}</strong>
        </span>
      ))}
    </span>
  );
}
