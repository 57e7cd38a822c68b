import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([{ path: '/', element: <p>home</p> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
