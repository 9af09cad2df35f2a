// /product/default/{id} is the same page as /product/{id}; its canonical address is the shorter one.
export {
  default,
  generateMetadata,
  generateStaticParams,
} from "@/app/[locale]/[frame]/[query]/product/[id]/page.tsx";
