// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers of the UI that the pure engine must never depend on. */
const UI_LAYERS = ['state', 'features', 'components', 'app', 'i18n'];

/**
 * One folder per panel. A feature may import the shared layers below it, never another feature: what two
 * panels share moves down into src/components, src/state or the engine (STYLE.md, habit 15).
 */
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-cli/',
    'node_modules/',
    'playwright-report/',
    'test-results/',
    'blob-report/',
    'coverage/',
    'bench-results/',
    // Local scratch scripts (gitignored).
    '.probe/',
  ]),

  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    rules: {
      // `const { ok, ...rest } = result` is how a field is dropped from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },

  // JS config files are not part of the TypeScript project.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  // React: hooks rules and accessibility.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },

  // Imports: no cycles anywhere; the engine stays independent of the UI layers.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files (no-cycle ignores files it cannot parse).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/engine',
              from: [...UI_LAYERS.map((layer) => `./src/${layer}`), './src/deploy'],
              message: 'src/engine is pure: it must not import from the UI layers.',
            },
            // The infrastructure generators also run in the command line: the engine, nothing of the page.
            {
              target: './src/deploy',
              from: UI_LAYERS.map((layer) => `./src/${layer}`),
              message: 'src/deploy runs without a page: it must not import from the UI layers.',
            },
            // The exports and the command line run without a page: pure modules below the panels, which the page
            // and the command line both call (no React, no store: the no-restricted-imports rule below).
            {
              target: ['./src/exports', './src/cli'],
              from: ['./src/features', './src/app'],
              message: 'src/exports and src/cli run without a page: they must not import a panel.',
            },
            // Shared layers sit below the features and the composition root.
            {
              target: ['./src/components', './src/state', './src/i18n'],
              from: ['./src/features', './src/app', './src/exports', './src/cli'],
              message: 'Shared code must not depend on a panel: move the piece down instead.',
            },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'Features do not import features: lift the shared piece into src/components or src/state.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/engine/**/*.{ts,tsx}',
      'src/deploy/**/*.{ts,tsx}',
      'src/exports/**/*.{ts,tsx}',
      'src/cli/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand'].map((name) => ({
            name,
            message:
              'src/engine, src/deploy, src/exports and src/cli are pure TypeScript: no UI or state libraries.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*'],
              message:
                'src/engine, src/deploy, src/exports and src/cli are pure TypeScript: no UI or state libraries.',
            },
          ],
        },
      ],
    },
  },

  // What the page loads after its start (vite.config.ts, afterStartModules) is null where the page's code imports it
  // statically: the page reads it through its slot. The scenario format's names come from src/engine/format.ts
  // through the engine's barrel, so they are kept out of the page's code here too.
  {
    files: ['src/{app,components,features,state,i18n}/**/*.{ts,tsx}', 'src/boot.tsx'],
    ignores: ['**/*.test.{ts,tsx}', 'src/state/parsersSlot.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine(/index(\\.ts)?)?$',
              importNames: [
                'parseScenario',
                'ScenarioError',
                'scenarioSchema',
                'workloadSchema',
                'measuredSchema',
                'calibrationSchema',
              ],
              message:
                'The scenario format loads after the page has started: read a boundary through src/state/parsersSlot.ts.',
            },
            {
              group: [
                '**/engine/format',
                '**/guides/laterTables',
                '**/state/boundaryParsers',
                './boundaryParsers',
              ],
              message:
                'Loaded after the page has started (vite.config.ts): read it through its slot (formatSlot, laterTablesSlot, parsersSlot).',
            },
          ],
        },
      ],
    },
  },
);
