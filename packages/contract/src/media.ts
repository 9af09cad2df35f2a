import { z } from "zod";

/** A picture at several widths: `url` is the default size, `srcset` lists them all. */
export const picture = z
  .object({
    url: z.string().url(),
    srcset: z.string().describe("The same picture at each stored width, for <img srcset>"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .meta({ id: "Picture" });

export type Picture = z.infer<typeof picture>;
