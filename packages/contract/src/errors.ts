import { z } from "zod";

/** Every error the API returns: a message in the request's language. */
export const errorBody = z
  .object({
    message: z.string().describe("What went wrong, in the language of the request"),
  })
  .meta({ id: "Error" });

/** A 422 answer: the message plus the messages of each field that failed. */
export const validationErrorBody = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: "ValidationError" });

export type ErrorBody = z.infer<typeof errorBody>;
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
