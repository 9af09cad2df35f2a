import { NotFoundView } from "@/features/shell/components/not-found-view.tsx";

export default function NotFound() {
  return <NotFoundView />;
}
