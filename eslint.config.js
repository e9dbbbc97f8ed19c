/**
 * ESLint for the whole repository (run by `npm test` through `npm run lint`): typescript-eslint's
 * recommended rules, the rules of React hooks, Prettier's formatting left to Prettier, and the
 * import boundaries that keep the layers apart (docs/architecture.md says why each exists):
 *
 * - functions/src/domain imports no data, services, handlers, middleware or AWS SDK;
 * - functions/src/contracts (shared with the web) imports only contracts, zod and the public numbers in config/;
 * - functions/src/config is a leaf: it imports only config/ and packages;
 * - handlers import no data (they call services); data imports no services or handlers; services
 *   import no handlers; the Lambda code logs through Powertools' Logger, never console;
 * - a web feature imports no other feature (shared pieces move down to components/ or lib/) and never app/;
 * - web components/, lib/ and api/ import neither features/ nor app/ (the layers only point down);
 * - no import cycles in web/src or functions/src (import-x's no-cycle, resolving TypeScript paths);
 * - the web reaches functions/ only through @contracts/* (and @business, the shop's public identity);
 * - nothing in functions/src (what the Lambdas bundle) imports functions/local, the local tooling.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `no-restricted-imports` with these patterns, each with the reason the message gives. */
const restrict = (...patterns) => ['error', { patterns }];
const layer = (regex, message) => ({ regex, message });

const awsSdk = layer('^@aws-sdk/', 'The domain has no AWS imports: storage and mail belong to data/ and services/.');
const webToFunctions = layer('(^|/)functions/', 'The web reaches functions/ only through @contracts/* (and @business).');
const featureToApp = layer('^(\\.\\./)+app(/|$)', 'A feature never imports app/: the screens compose features, not the other way.');
const sharedToUpper = layer(
  '^(\\.\\./)+(features|app)(/|$)',
  'components/, lib/ and api/ are below features/ and app/: they import neither (move what they need down).',
);
const notInDomain = layer(
  '(^|/)(data|services|handlers|middleware|local)/',
  'The domain imports neither data, services, handlers nor middleware: pass what a rule needs as arguments.',
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'web/dist-server/',
      'cdk.out/',
      'test-results/',
      'playwright-report/',
      'tests/.reports/',
      '.cache/',
      '.local-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `typeof import('…')` stays allowed: vitest's vi.mock(importOriginal) idiom needs it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSAnyKeyword', message: 'Say what the value is; `unknown` and a parse when it is not known.' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(awsSdk, notInDomain) },
  },
  {
    files: ['functions/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer(
          '^\\.\\./(?!config/(business|ordering)\\.ts$)',
          "Contracts are shared with the web: they import only other contracts, zod and the shop's public numbers (config/business.ts, config/ordering.ts).",
        ),
        layer('^@aws-sdk/', 'Contracts are shared with the web: no AWS imports.'),
      ),
    },
  },
  {
    files: ['functions/src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer('^\\.\\.(/|$)', 'config/ is a leaf: it imports only other config/ modules and packages; code that needs data/ or domain/ lives there.'),
      ),
    },
  },
  {
    files: ['functions/src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(layer('(^|/)(services|handlers|middleware)/', 'data/ stores and reads entities; use cases belong to services/.')),
    },
  },
  {
    files: ['functions/src/handlers/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(layer('(^|/)data/', 'Handlers stay thin: they call a service, which reads and writes through data/.')) },
  },
  {
    files: ['functions/src/{handlers,services,domain,data,middleware,config,contracts}/**/*.ts'],
    rules: { 'no-console': ['error'] },
  },
  {
    files: ['functions/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer('(^|/)handlers/', 'Services return data; handlers call them, never the other way.'),
        layer('^@aws-sdk/(client-dynamodb|lib-dynamodb)', 'The table is read and written in data/ only.'),
      ),
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        layer(
          `^(\\.\\./)+(features/)?(${features.filter((other) => other !== feature).join('|')})(/|$)`,
          `Features do not import each other (${feature} → another feature): move what both need to web/src/components, web/src/lib or web/src/api.`,
        ),
        featureToApp,
        webToFunctions,
      ),
    },
  })),
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(webToFunctions) },
  },
  {
    files: ['web/src/{components,lib,api}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(sharedToUpper, webToFunctions) },
  },
  {
    // Import cycles, resolved the way tsc resolves them (the @contracts/* and @business paths included).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and sees no cycle through TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The local tooling (the local host, the Stripe and S3 stand-ins, the stream poller, the seed and owner commands)
    // runs only on a developer's machine and in tests: no deployable module may import it, so no Lambda bundle can.
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src',
              from: './functions/local',
              message: 'functions/local is local tooling (the local host, stand-ins, seed tools): deployable code never imports it.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
