import { FormattedMessage, useIntl } from 'react-intl';
import type { AcademyHeading } from '@/components/PrintHost';
import { isoToday, useFormat } from '@/lib/format';
import { SignatureLines } from '../kit';
import { classOf, useHeading, type PrintStudent } from './shared';

/**
 * A formal certificate: a landscape-shaped box with a decorative border on A4, the certifying text
 * in the active language (madrasa wording through the `madrasa.` overrides), date and signatures.
 */
export function CertificatePrint({ student: s, heading, issuedOn }: { student: PrintStudent; heading?: AcademyHeading | null; issuedOn?: string }) {
  const intl = useIntl();
  const { digits, date } = useFormat();
  const academy = useHeading(heading);
  const academyName = academy?.name ?? '';
  const blank = (v: string) => v || '……………';
  const b = (v: string) => <strong className="sp-fill">{blank(v)}</strong>;
  return (
    <div className="sp-doc sp-certificate">
      <div className="sp-cert-frame">
        <div className="sp-cert-inner">
          <div className="sp-cert-top">
            <span className="sp-cert-serial">
              {s.admitNo ? intl.formatMessage({ id: 'certificate.admitLine' }, { admitNo: digits(s.admitNo) }) : ''}
            </span>
            {academy?.logoUrl ? <img className="sp-cert-logo" src={academy.logoUrl} alt="" /> : <span />}
            <span className="sp-cert-serial sp-cert-date-top">
              <FormattedMessage id="certificate.date" />: <bdi>{date(issuedOn ?? isoToday())}</bdi>
            </span>
          </div>
          {academy && (
            <div className="sp-cert-academy">
              <div className="sp-academy-name">{academy.name}</div>
              {academy.englishName && academy.englishName !== academy.name && <div className="sp-academy-english">{academy.englishName}</div>}
              {academy.address && <div className="sp-academy-address">{academy.address}</div>}
            </div>
          )}
          <div className="sp-cert-title">
            <FormattedMessage id="certificate.title" />
          </div>
          <p className="sp-cert-body">
            <FormattedMessage
              id="certificate.body"
              values={{
                name: b(s.name),
                fatherName: b(s.fatherName),
                village: b(s.village),
                postOffice: b(s.postOffice),
                subDistrict: b(s.subDistrict),
                district: b(s.district),
                academy: b(academyName),
                className: b(classOf(s)),
              }}
            />{' '}
            <FormattedMessage id="certificate.wish" />
          </p>
          <SignatureLines
            className="sp-signrow sp-cert-signs"
            labels={[<FormattedMessage key="teacher" id="certificate.classTeacher" />, <FormattedMessage key="principal" id="student.principalSign" />]}
          />
        </div>
      </div>
    </div>
  );
}
