// eslint-plugin-jsx-a11y ships no types (and there is no @types package for its flat configs): the one
// part eslint/react.js uses, declared so that tsconfig.tools.json can check the lint configuration.
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint';

  const plugin: { flatConfigs: { recommended: Linter.Config } };
  export default plugin;
}
