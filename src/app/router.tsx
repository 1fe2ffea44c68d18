import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/jobs') },
  { path: '/jobs', lazy: () => import('./routes/jobs') },
]);
