/** Test helpers: the landing page's lazy sections, to load their code before a test renders them. */
export const loadLandingSections = () => import('./components/LandingSections');
