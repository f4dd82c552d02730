/** The admin feature's public API: its routes, every screen lazy (the public site never downloads them). */
export { adminChildRoutes } from './adminRoutes';
