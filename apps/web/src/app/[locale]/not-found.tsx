import { NotFoundView } from "@/features/shell/components/not-found-view.tsx";

// An empty layout: no header or footer, just the message and the way home.
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <NotFoundView />
    </main>
  );
}
