// /product/default/{id} is the same page as /product/{id}; its canonical address is the shorter one.
export { default, generateMetadata } from "../../[id]/page.tsx";

export const dynamic = "force-dynamic";
