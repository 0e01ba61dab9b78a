/**
 * Jest for mutation testing (stryker.config.json): only the rules unit suites, in node, no database.
 * The HTTP suites also kill rule mutants but take minutes per mutant; the rules must stand on their own tests.
 */
const { projects } = require('../jest.config');

const api = projects.find((p) => p.displayName === 'api');

module.exports = {
  rootDir: require('node:path').join(__dirname, '..'),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api'],
  testMatch: ['<rootDir>/tests/api/rules*.test.ts'],
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  moduleFileExtensions: api.moduleFileExtensions,
  testTimeout: 30000,
};
