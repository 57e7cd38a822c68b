import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
const router = createBrowserRouter([{ path: '/', element: <p>home</p> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
