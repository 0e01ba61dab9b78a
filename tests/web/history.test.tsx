import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { visibleMenu } from '@/app/menu';
import { ChangeList } from '@/features/history/ChangeList';
import { AUDIT_ENTITIES, exportHref, fieldChanges } from '@/features/history/changes';
import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';

jest.setTimeout(60000);

describe('history of changes (web)', () => {
  it('a line\'s before and after become one row per field', () => {
    expect(fieldChanges('{"amountPaisa":125000}', '{"amountPaisa":9900}')).toEqual([{ field: 'amountPaisa', before: '125000', after: '9900' }]);
    expect(fieldChanges(null, '{"name":"A","marks":[1,2]}')).toEqual([{ field: 'name', before: '', after: 'A' }, { field: 'marks', before: '', after: '[1,2]' }]);
    expect(fieldChanges('not json', null)).toEqual([]);
  });

  it('the export link carries the filters', () => {
    expect(exportHref('xlsx', { actorId: 7, entity: 'receipt', from: '2026-03-01', to: null })).toBe('/api/history/export?format=xlsx&actor_id=7&entity=receipt&from=2026-03-01');
    expect(exportHref('csv', {})).toBe('/api/history/export?format=csv');
  });

  it('every kind of record (one list, api/src/rules/audit.ts, for the server and the web) is named in en, bn and ar', () => {
    for (const messages of [en, bn, ar] as Record<string, string>[]) {
      for (const e of AUDIT_ENTITIES) expect(messages[`history.entity.${e}`]).toBeTruthy();
      for (const id of ['menu.history', 'history.action', 'history.screenTitle', 'history.checkOk', 'history.checkBroken']) expect(messages[id]).toBeTruthy();
    }
    expect((bn as Record<string, string>)['history.title']).not.toBe((en as Record<string, string>)['history.title']);
  });

  it('the audit screen is in the menu of the principal and superUser only', () => {
    const groups = ['administration'];
    const has = (type: string) => visibleMenu(groups, type).flatMap((s) => s.entries).some((e) => e.key === 'history');
    expect(has('principal')).toBe(true);
    expect(has('superUser')).toBe(true);
    expect(has('admin')).toBe(false);
    expect(has('councilMember')).toBe(false);
  });

  it('shows each changed field before and after', () => {
    render(<IntlProvider locale="en" messages={en}><ChangeList line={{ before: '{"amountPaisa":125000}', after: '{"amountPaisa":9900}' }} /></IntlProvider>);
    expect(screen.getByText('amountPaisa')).toBeTruthy();
    expect(screen.getByText('125000')).toBeTruthy();
    expect(screen.getByText('9900')).toBeTruthy();
  });
});
