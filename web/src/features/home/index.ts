/** The home feature's public API: the landing page, eager (the first screen most visitors see). */
export { HomePage } from './components/HomePage';
