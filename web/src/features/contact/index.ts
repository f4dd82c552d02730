/** The contact feature's public API: the landing page's contact section. */
export { ContactSection } from './components/ContactSection';
