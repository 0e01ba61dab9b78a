import { idsNamed, lightIds } from '../../web/messageParts';

/**
 * How the build splits a language's messages (web/vite.config.ts messageParts): the pages drawn
 * without antd get every id their modules name, in any of the ways the screens build one.
 */
const KEYS = [
  'app.home', 'guardian.welcome', 'guardian.attendance.present', 'guardian.attendance.short.absent', 'terms.s1.title', 'terms.s10.text',
  'error.loginError', 'error.network', 'fees.month.1', 'fees.title', 'madrasa.guardian.welcome', 'madrasa.fees.title', 'office.only', 'landing.feature.a.title',
];

test('an id in quotes, a prefix in quotes, a template with a prefix: each names the ids it can build', () => {
  const source = [
    `<FormattedMessage id="app.home" />`,
    `t('guardian.welcome')`,
    't(`guardian.attendance.${key}`)',
    'Array.from({ length: 10 }, (_, i) => `terms.s${i + 1}`)',
    `const id = 'error.' + code;`,
    '`landing.feature.${f.key}.title`',
  ].join('\n');
  const light = lightIds(KEYS, [idsNamed(source)]);
  expect([...light].sort()).toEqual([
    'app.home', 'error.loginError', 'error.network', 'guardian.attendance.present', 'guardian.attendance.short.absent', 'guardian.welcome',
    'landing.feature.a.title', 'madrasa.guardian.welcome', 'terms.s1.title', 'terms.s10.text',
  ]);
});

test('a quoted id also covers the ids under it; ids no module names stay out', () => {
  const light = lightIds(KEYS, [idsNamed(`const SECTIONS = ['fees.month'];`), idsNamed(`import x from './fees.title';`)]);
  expect([...light].sort()).toEqual(['fees.month.1']);
  expect(lightIds(KEYS, []).size).toBe(0);
});
