import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

// Over a pre-rendered page (app/mount.tsx) the router starts as over a server render ("hydration data"): its
// first render leaves the scroll where the visitor took the picture, who may be typing in the contact form
// far down, instead of sending them to the top. Later navigations scroll as before (ScrollRestoration).
const router = createBrowserRouter(routes, {
  hydrationData: document.querySelector('[data-prerendered]') ? {} : undefined,
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
