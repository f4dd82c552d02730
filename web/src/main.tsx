import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/manrope/wght.css';
import './index.css';
import { startApp } from './app/start';

// Only the stylesheets are static imports: the app's code is evaluated in steps (app/start.ts), each its
// own task, so a visitor typing into the pre-rendered page is never held up by one long start-up task.
void startApp();
