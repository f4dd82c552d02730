import type { wizardEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Every other language mirrors the English keys, with its own strings. */
export type WizardTranslation = Texts<typeof wizardEn>;
