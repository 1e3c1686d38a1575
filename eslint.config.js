import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import noUntranslatedText from './eslint-rules/no-untranslated-text.js';

const FEATURES = [
  'auth',
  'chat',
  'dashboard',
  'landing',
  'notifications',
  'profile',
  'providers',
  'reviews',
  'safety',
  'site',
];

/**
 * The layers (docs/architecture.md): app → features → shared (components, config, lib, store).
 * Shared code imports no feature and no app code; a feature imports no app code and no other
 * feature (the routes in src/app put one feature's part inside another's page, through props).
 */
const LAYER_ZONES = [
  {
    target: ['./src/components', './src/config', './src/lib', './src/store'],
    from: ['./src/features', './src/app'],
    message: 'Shared code may not import features or app code: move the shared part down, or pass it in.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature may not import app code (routes, layouts): the app composes features, not the reverse.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `The ${feature} feature may not import another feature: let a route in src/app pass that part in as a prop.`,
  })),
  {
    target: './src/**/components/**',
    from: './src/lib/supabase.ts',
    message: "Components do not call Supabase: go through the feature's api/ (RTK Query endpoints).",
  },
];

/** Outside packages/local-supabase, only its public entry may be imported. */
const localSupabaseInternals = {
  group: ['**/packages/local-supabase/**', 'local-supabase/**'],
  message: "Import the local backend's public entry, 'local-supabase', not its files.",
};

const oneSupabaseClient = {
  group: ['@supabase/supabase-js'],
  importNames: ['createClient'],
  message: 'Use the one client in src/lib/supabase.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.tmp',
      'tests/.cache',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
      'src/lib/database.types.ts',
      '*.config.js',
      // Deno code: Edge Functions of test fixtures and the functions runtime's preload module.
      'tests/integration/fixtures/*/supabase/functions',
      'packages/local-supabase/deno',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['packages/local-supabase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [localSupabaseInternals] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': ['error', { patterns: [oneSupabaseClient, localSupabaseInternals] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/lib/i18n/catalogs/**'],
    plugins: { mistri: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'mistri/no-untranslated-text': 'error' },
  },
  {
    files: ['src/lib/supabase.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [localSupabaseInternals] }] },
  },
  {
    files: ['eslint-rules/**/*.js', 'packages/*/bin/**/*.js', 'packages/*/src/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: ['packages/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
