/** The newsletter feature's public API: the sign-up form (in the footer). */
export { NewsletterForm } from './components/NewsletterForm';
