import { Footer } from '@/components/layout/footer';
import { LoadingPanel } from '@/components/ui/spinner';

/**
 * The signed-in frame's outline (sidebar, top bar, page, footer in the places app/shell/shell-layout.tsx draws
 * them), painted while the session is restored and the profile loads (issue 23): the phone shows the page's frame
 * at once instead of a blank screen, and nothing moves when the real frame replaces it. It holds nothing of the
 * shell's libraries, so it comes with the protected gate.
 */
export function ShellFrame({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_1fr]">
      <div className="sticky top-0 hidden h-dvh border-r border-gray-200 bg-white lg:block" />
      <div className="flex min-h-dvh min-w-0 flex-col">
        <div className="sticky top-0 z-30 h-14 border-b border-gray-200 bg-white" />
        <main id="main" className="mx-auto min-h-dvh w-full max-w-5xl flex-1 px-4 py-6 lg:px-8">
          <LoadingPanel label={label} />
        </main>
        <Footer />
      </div>
    </div>
  );
}
