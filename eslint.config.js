// ESLint (flat config): typescript-eslint's recommended rules, the import boundaries of README "Layout", and no
// production function over 80 lines. `npm run lint` runs it with `prettier --check`.
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'src/test/**'];

/** `no-restricted-imports` patterns that forbid importing the given folders (relative imports, any depth). */
const forbid = (message, ...folders) => ({
  'no-restricted-imports': [
    'error',
    { patterns: folders.map((folder) => ({ regex: `(^|/)${folder}(/|$)`, message })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'src/test/openapi-client/**', 'src/client/public/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // Boundaries (production code; tests may compose anything):
  {
    files: ['src/shared/**'],
    ignores: TESTS,
    rules: forbid('src/shared imports nothing outside src/shared', 'server', 'client', 'pipeline', 'db', 'sandbox'),
  },
  {
    // The one exception: the tRPC router's type (erased at build), which gives the client its end-to-end types.
    files: ['src/client/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)server/trpc/app-router$', allowTypeImports: true, message: 'only the AppRouter type' },
            {
              regex: '(^|/)(server/(?!trpc/app-router$)|pipeline|db)(/|$)',
              message: 'the client imports only src/shared (types and values)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**'],
    ignores: TESTS,
    rules: forbid('the database layer imports only src/shared', 'server', 'client', 'pipeline'),
  },
  {
    files: ['src/pipeline/**'],
    ignores: TESTS,
    rules: forbid('the pipeline never imports the web layer or the client', 'server', 'client'),
  },
  {
    files: ['src/server/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)client(/|$)', message: 'the server never imports the client' },
            {
              regex: '(^|/)pipeline/(?!index\\.js$)',
              message: 'the web layer reaches the pipeline only through src/pipeline/index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'scripts/**/*.ts'],
    ignores: TESTS,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      // One SQL binding style (docs/decisions/0301-one-sql-binding-style.md): sqlRows(db, text, [values]) with $1..$n.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='bind'][value.type='ObjectExpression']",
          message: 'named binds ({ bind: { name } } with $name): use sqlRows(db, text, [values]) with $1..$n',
        },
        {
          selector: "Property[key.name='replacements']",
          message: 'replacements are interpolated into the SQL text: use sqlRows(db, text, [values]) with $1..$n',
        },
      ],
    },
  },
);
