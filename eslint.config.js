// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The linter's rules: the recommended ones of ESLint and typescript-eslint (without type information:
 * the whole project in a few seconds), with what this code base does on purpose allowed: `_name`
 * for what a destructuring leaves out, and control characters in the regular expressions that find
 * them in what a target sent. Formatting is prettier's (.prettierrc.json), never the linter's.
 */
export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench/.builds/', '**/*.d.ts'] },
  // The scripts (bench/, scripts/) run in Node as they are.
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
);
