import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'web/src/gql/**', 'data/**', 'coverage/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // issue 27: number fields and segmented controls go through the shared components (steppers named
    // in the page's language; one tab stop per segmented control)
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/InputNumber.tsx', 'web/src/components/Segmented.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'antd', importNames: ['InputNumber', 'Segmented'], message: "Use '@/components/InputNumber' or '@/components/Segmented' (issue 27)." }],
        patterns: [{ group: ['antd/*/input-number', 'antd/*/segmented'], message: "Use '@/components/InputNumber' or '@/components/Segmented' (issue 27)." }],
      }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**/*.js', 'jest.config.js', 'tests/support/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
