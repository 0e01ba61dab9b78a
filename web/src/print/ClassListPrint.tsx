import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookSlot } from '@rules/books';
import { useFormat } from '@/lib/format';
import type { AcademyHeading } from '@/components/PrintHost';
import { PrintDocument } from './kit';

export interface PrintableClass {
  department: string;
  className: string;
  groupName: string;
  books: BookSlot[];
}

/** The class list on A4: per department, its classes and groups with their books; optional books marked. */
export function ClassListPrint({ rows, heading }: { rows: PrintableClass[]; heading?: AcademyHeading | null }) {
  const intl = useIntl();
  const { number: num } = useFormat();
  const departments = [...new Set(rows.map((r) => r.department))];
  const optional = intl.formatMessage({ id: 'classPanel.optional' });
  return (
    <PrintDocument title={intl.formatMessage({ id: 'classPanel.printTitle' })} heading={heading}>
      <table>
        <thead>
          <tr>
            <th className="num">#</th>
            <th>
              <FormattedMessage id="classPanel.className" />
            </th>
            <th>
              <FormattedMessage id="classPanel.groupName" />
            </th>
            <th>
              <FormattedMessage id="classPanel.books" />
            </th>
          </tr>
        </thead>
        <tbody>
          {departments.map((department) => (
            <Fragment key={department}>
              <tr>
                <th colSpan={4}>
                  <FormattedMessage id="classPanel.departmentHeading" values={{ department }} />
                </th>
              </tr>
              {rows
                .filter((r) => r.department === department)
                .map((r, i) => (
                  <tr key={`${r.className}-${r.groupName}-${i}`}>
                    <td className="num">{num(i + 1)}</td>
                    <td className="nowrap">{r.className}</td>
                    <td className="nowrap">{r.groupName}</td>
                    <td>
                      {r.books
                        .filter((b) => b.name.trim())
                        .map((b, n, all) => (
                          <span key={b.slot}>
                            {num(b.slot)}. <bdi>{b.isOptional ? <em>{`${b.name} (${optional})`}</em> : b.name}</bdi>
                            {n < all.length - 1 ? intl.formatMessage({ id: 'print.listSeparator' }) : ''}
                          </span>
                        ))}
                    </td>
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
      <p className="muted">
        <FormattedMessage id="classPanel.printSummary" values={{ classes: num(rows.length), departments: num(departments.length) }} />
      </p>
    </PrintDocument>
  );
}
