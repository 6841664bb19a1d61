// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The layers of ARCHITECTURE.md, lowest first. A package may import only the packages listed
 * before it; `rules` imports nothing at all (no other package, no Node built-ins, no npm module).
 */
const layers = [
  { dir: 'packages/protocol', forbidden: ['deck', 'bots', 'server', 'web'] },
  { dir: 'packages/deck', forbidden: ['bots', 'server', 'web'] },
  { dir: 'packages/bots', forbidden: ['server', 'web'] },
  { dir: 'apps/web', forbidden: ['server', 'bots'] },
  // The web client's code draws what the protocol carries: it takes the engine's view types
  // and the rule sets' data from @fabula/protocol, never from the engine (its tests may).
  { dir: 'apps/web/src', forbidden: ['server', 'bots', 'rules'] },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/generated/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    ignores: ['packages/rules/src/cli/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)',
              message:
                'packages/rules is pure and dependency-free: import only its own modules (ARCHITECTURE.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Date', 'process', 'setTimeout', 'setInterval'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' },
      ],
    },
  },
  ...layers.map(({ dir, forbidden }) => ({
    files: [`${dir}/**/*.ts`, `${dir}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: [`@fabula/${name}`, `@fabula/${name}/*`],
            message: `${dir} may not import @fabula/${name}: imports point down the layers (ARCHITECTURE.md).`,
          })),
        },
      ],
    },
  })),
  {
    // The web client runs in browsers.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // scripts/require-node.cjs: CommonJS in old syntax, so that any Node.js can run it.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
