import { Route, Routes } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { renderWithData } from '@/test/render';
import { AdminMentorPage } from '../pages/admin-mentor-page';

/** The console's page for mentor-1, as routed in the app, with the toasts it shows. */
export function renderAdminMentorPage() {
  return renderWithData(
    <>
      <Routes>
        <Route path="/admin/mentors/:id" element={<AdminMentorPage />} />
      </Routes>
      <Toaster />
    </>,
    '/admin/mentors/mentor-1',
  );
}
