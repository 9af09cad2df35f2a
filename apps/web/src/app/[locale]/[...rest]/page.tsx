import { notFound } from "next/navigation";

// Every address no page claims ends here, so it renders the not-found page with status 404.
export default function CatchAll() {
  notFound();
}
