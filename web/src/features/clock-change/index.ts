/**
 * The clock-change feature's public API: the summer/winter question of the hour the autumn change repeats
 * (decision 240), asked by the wizard, the manage page's change form and the admin's booking form. A
 * feature of its own, not a shared component: the landing page's initial chunk (which takes the small
 * modules of `components/` several chunks share) never carries it or its texts.
 */
export { RepeatedHourChoice, type RepeatedHourChoiceProps } from './RepeatedHourChoice';
