import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePrintHeading, type AcademyHeading } from '@/components/PrintHost';
import type { StudentFieldsFragment } from '@/gql/graphql';
import './students-print.css';

export type PrintStudent = StudentFieldsFragment;

/** The academy heading: the explicit one, else the nearest PrintHost's. */
export function useHeading(heading?: AcademyHeading | null): AcademyHeading | null {
  const fromHost = usePrintHeading();
  return heading ?? fromHost;
}

/** Logo, academy name, English name and address, centred; `aside` sits at the inline end (photo, numbers). */
export function AcademyBlock({ heading, aside, start }: { heading: AcademyHeading | null; aside?: ReactNode; start?: ReactNode }) {
  return (
    <header className="sp-heading">
      <div className="sp-heading-side">{start ?? (heading?.logoUrl ? <img className="sp-logo" src={heading.logoUrl} alt="" /> : null)}</div>
      <div className="sp-heading-main">
        {heading && (
          <>
            <div className="sp-academy-name">{heading.name}</div>
            {heading.englishName && heading.englishName !== heading.name && <div className="sp-academy-english">{heading.englishName}</div>}
            {heading.address && <div className="sp-academy-address">{heading.address}</div>}
            {heading.englishAddress && heading.englishAddress !== heading.address && (
              <div className="sp-academy-address">{heading.englishAddress}</div>
            )}
          </>
        )}
      </div>
      <div className="sp-heading-side sp-heading-aside">{aside}</div>
    </header>
  );
}

/**
 * A stored option code (residential, orphan, admitted, …) in the active language; free text and
 * unknown codes print as they are.
 */
export function useOptionLabel(): (value: string | null | undefined) => string {
  const intl = useIntl();
  return (value) => {
    const v = (value ?? '').trim();
    if (!v) return '';
    const id = `printStudent.value.${v}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : v;
  };
}

/** The class a student studies in: the approved class, else the one applied for. */
export function classOf(s: Pick<PrintStudent, 'admittedClass' | 'choosingClass'>): string {
  return s.admittedClass || s.choosingClass;
}

/** The student's photo in a box, or the box with its label. */
export function PhotoBox({ url, className = 'sp-photo' }: { url?: string | null; className?: string }) {
  const intl = useIntl();
  return (
    <div className={className}>
      {url ? <img src={url} alt={intl.formatMessage({ id: 'student.photo' })} /> : <span className="sp-photo-label">{intl.formatMessage({ id: 'student.photo' })}</span>}
    </div>
  );
}

/** Splits a list into chunks of `size` (pages of cards). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
