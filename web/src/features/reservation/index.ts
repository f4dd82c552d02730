/** The reservation feature's public API: the hand-off from the home page's form to the wizard. */
export { handoffSearch } from './handoff';
