import { notFound } from "next/navigation";

// /pages/404: the not-found page itself (also where a call answering 400 sends the shopper).
export default function NotFoundPage() {
  notFound();
}
