/** Four projects: api (HTTP against a real database), web (components in jsdom), e2e (built app in Chromium), cluster (replicas on Galera). */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that jest must transform.
const esm = ['graphql-upload', 'fs-capacitor', 'apollo-upload-client', 'extract-files', 'is-plain-obj', 'react-intl', '@formatjs', 'intl-messageformat', '@ant-design/colors', '@ant-design/fast-color'];
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];

// `jest --selectProjects api tests/api/x.test.ts`: --selectProjects takes every word after it as a
// project name, so the file would be ignored and the whole project run. Test files named on the
// command line limit each project to them.
const named = process.argv.slice(2).filter((a) => /\.test\.tsx?$/.test(a)).map((a) => require('node:path').resolve(a));
const only = named.length ? { testMatch: named } : {};

module.exports = {
  // Global (a project's own testTimeout is ignored): HTTP tests hash passwords with bcrypt, slow on a busy machine.
  testTimeout: 60000,
  // Every core (jest's default leaves one idle, which is half of a 2-core CI machine).
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/api'],
      ...only,
      transform: { '^.+\\.(t|j|mj)s$': swc(false) },
      transformIgnorePatterns,
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      testTimeout: 60000,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/web'],
      ...only,
      setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(true) },
      transformIgnorePatterns,
      moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'json'],
      moduleNameMapper: {
        '^@rules/(.*)$': '<rootDir>/api/src/rules/$1',
        // a part of a language's messages (split only in the build: web/vite.config.ts) is the whole file here
        '^@/i18n/(\\w+)\\.json\\?part=\\w+$': '<rootDir>/web/src/i18n/$1.json',
        '^@/(.*)$': '<rootDir>/web/src/$1',
        // antd's own modules imported by path (web/src/app/LocaleProvider.tsx, LazyAntApp): the CommonJS build, the one 'antd' is here
        '^antd/es/(.*)$': '<rootDir>/node_modules/antd/lib/$1',
        '\\.(css|less)$': 'identity-obj-proxy',
        '\\.(png|jpe?g|svg|webp)$': '<rootDir>/tests/web/file-stub.js',
      },
      testTimeout: 30000,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      ...only,
      transform: { '^.+\\.(t|j|mj)s$': swc(false) },
      transformIgnorePatterns,
      testTimeout: 180000,
    },
    {
      // A three-node Galera cluster, HAProxy, Redis, an S3 fake and two replicas of the built API (scripts/cluster.js).
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/cluster'],
      ...only,
      transform: { '^.+\\.(t|j|mj)s$': swc(false) },
      transformIgnorePatterns,
      testTimeout: 180000,
    },
  ],
};
