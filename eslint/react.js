import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * React rules for the web app (issue 15): the rules of hooks (and the React Compiler's checks that come with
 * the plugin's recommended set) and jsx-a11y's recommended accessibility checks.
 */
export const reactConfigs = [
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
];
