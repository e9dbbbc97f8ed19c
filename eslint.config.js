/**
 * ESLint for the whole repository (run by `npm test` through `npm run lint`): typescript-eslint's
 * recommended rules, the rules of React hooks, Prettier's formatting left to Prettier, and the
 * import boundaries that keep the layers apart (docs/architecture.md says why each exists):
 *
 * - functions/src is one folder per business area, in a declared order (`areasInOrder`), beside the platform: an area
 *   imports another only through its public entry (index.ts) or its contract/, and only an area below it in the
 *   order (so no two areas import each other, and no cycle of areas can form); the platform imports no area;
 * - inside an area the layers hold: rules/ import no store, use cases, handlers, http stack or AWS SDK; contract/
 *   (shared with the web) imports only contracts, zod and the public numbers in platform/config/; platform/config is
 *   a leaf; handlers import no store (they call use cases); the store imports no use cases or handlers; use cases
 *   import no handlers and no DynamoDB client; the Lambda code logs through Powertools' Logger, never console;
 * - a web feature imports no other feature (shared pieces move down to components/ or lib/) and never app/;
 * - web components/, lib/ and api/ import neither features/ nor app/ (the layers only point down);
 * - no import cycles in web/src or functions/src (import-x's no-cycle, resolving TypeScript paths);
 * - the web reaches functions/ only through an area's contract, @functions/<area>/contract/* (and @business, the shop's public identity);
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

/**
 * The business areas of functions/src, lowest first (docs/architecture.md#areas): an area may use those before it, never
 * those after. A folder of functions/src that is neither an area here nor the platform stops the lint, so a new
 * area is placed in the order when it is born.
 */
export const areasInOrder = [
  'shop',
  'accounts',
  'catalogue',
  'cart',
  'enquiries',
  'orders',
  'messaging',
  'offers',
  'quotes',
  'payments',
  'ordering',
  'kitchen',
  'alerts',
  'reports',
  'pages',
  'mail',
];
const notAreas = new Set(['platform', 'types']);
for (const entry of readdirSync(new URL('./functions/src/', import.meta.url), { withFileTypes: true })) {
  if (entry.isDirectory() && !notAreas.has(entry.name) && !areasInOrder.includes(entry.name)) {
    throw new Error(`functions/src/${entry.name} is not in eslint.config.js's areasInOrder: place the new area in the order.`);
  }
}

/** import-x/no-restricted-paths zones: the platform below every area; between areas, the order and the public entries. */
const areaZones = [
  ...areasInOrder.map((area) => ({
    target: './functions/src/platform',
    from: `./functions/src/${area}`,
    message: 'The platform is below every area: it imports none of them (pass what it needs, or move the piece into the platform).',
  })),
  ...areasInOrder.flatMap((area, rank) =>
    areasInOrder
      .filter((other) => other !== area)
      .map((other) =>
        areasInOrder.indexOf(other) > rank
          ? {
              target: `./functions/src/${area}`,
              from: `./functions/src/${other}`,
              message: `${area} is below ${other} in the areas' order (eslint.config.js areasInOrder): it never imports it, so no cycle of areas can form. Move the piece down, or pass it in.`,
            }
          : {
              target: `./functions/src/${area}`,
              from: `./functions/src/${other}`,
              except: ['./index.ts', './contract'],
              message: `${area} uses ${other} only through ${other}/index.ts (its public entry) or ${other}/contract/: add what is needed to the entry.`,
            },
      ),
  ),
];

const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `no-restricted-imports` with these patterns, each with the reason the message gives. */
const restrict = (...patterns) => ['error', { patterns }];
const layer = (regex, message) => ({ regex, message });

const awsSdk = layer('^@aws-sdk/', "Rules have no AWS imports: storage and mail belong to the area's store/ and use-cases/.");
const webToFunctions = layer(
  '(^|/)functions/|^@functions/(?![a-z-]+/contract/)',
  "The web reaches functions/ only through an area's contract, @functions/<area>/contract/* (and @business).",
);
const featureToApp = layer('^(\\.\\./)+app(/|$)', 'A feature never imports app/: the screens compose features, not the other way.');
const sharedToUpper = layer(
  '^(\\.\\./)+(features|app)(/|$)',
  'components/, lib/ and api/ are below features/ and app/: they import neither (move what they need down).',
);
const notInRules = layer(
  '(^|/)(store|use-cases|handlers|http|table|media|stream|local)/|/mail/mailer',
  "An area's rules/ import no store, use cases, handlers, http stack or table: pass what a rule needs as arguments.",
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
    files: ['functions/src/*/rules/**/*.ts', 'functions/src/platform/rules/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(awsSdk, notInRules) },
  },
  {
    files: ['functions/src/*/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer(
          '^\\.\\./(?!\\.\\./[a-z-]+/contract/|(\\.\\./platform/)?config/(business|ordering)\\.ts$)',
          "Contracts are shared with the web: they import only contracts (their own area's, another area's or the platform's), zod and the shop's public numbers (platform/config/business.ts, ordering.ts).",
        ),
        layer('^@aws-sdk/', 'Contracts are shared with the web: no AWS imports.'),
      ),
    },
  },
  {
    files: ['functions/src/platform/config/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer('^\\.\\.(/|$)', 'platform/config/ is a leaf: it imports only other config modules and packages; code that needs more lives in an area.'),
      ),
    },
  },
  {
    files: ['functions/src/*/store/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(layer('(^|/)(use-cases|handlers|http)/', "An area's store/ reads and writes; use cases belong to use-cases/.")),
    },
  },
  {
    files: ['functions/src/*/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer('(^|/)(store|table)/', "Handlers stay thin: they call a use case, which reads and writes through the area's store/."),
      ),
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'no-console': ['error'] },
  },
  {
    files: ['functions/src/*/use-cases/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        layer('(^|/)handlers/', 'Use cases return data; handlers call them, never the other way.'),
        layer('^@aws-sdk/(client-dynamodb|lib-dynamodb)', "The table is read and written in an area's store/ only."),
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
    // Import cycles, resolved the way tsc resolves them (the @functions/* and @business paths included).
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
            ...areaZones,
          ],
        },
      ],
    },
  },
  prettier,
);
