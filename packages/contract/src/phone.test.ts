import { describe, expect, it } from "vitest";
import { addressRequest } from "./addresses.ts";
import { profileUpdateRequest, registerRequest } from "./auth.ts";
import { contactRequest } from "./contact.ts";
import { phoneCheckMessage } from "./phone.ts";

// Every form that takes a phone, with its other fields filled in correctly.
const forms = {
  "sign-up": (phone: string) =>
    registerRequest.safeParse({
      name: "Sara",
      email: "sara@example.com",
      phone,
      password: "long enough",
      password_confirmation: "long enough",
    }),
  profile: (phone: string) =>
    profileUpdateRequest.safeParse({ name: "Sara", email: "sara@example.com", phone }),
  address: (phone: string) =>
    addressRequest.safeParse({
      phone,
      address: "Prince Sultan Street 14",
      city_name: "Jeddah",
      country_name: "SA",
    }),
  contact: (phone: string) =>
    contactRequest.safeParse({
      name: "Sara",
      email: "sara@example.com",
      phone,
      subject: "A question",
      message: "Where is my order, please?",
    }),
};

describe("one phone rule for every form", () => {
  it.each(Object.entries(forms))("%s stores the typed forms of one number alike", (_, parse) => {
    for (const typed of ["055 123 4567", "0551234567", "+966 55 123 4567", "٠٥٥١٢٣٤٥٦٧"]) {
      const parsed = parse(typed);
      expect(parsed.success, typed).toBe(true);
      expect((parsed.data as { phone: string }).phone).toBe("+966551234567");
    }
  });

  it.each(Object.entries(forms))(
    "%s refuses what the rule refuses, in the same words",
    (_, parse) => {
      for (const typed of ["12345", "+1 202 555 0100", "0401234567"]) {
        const parsed = parse(typed);
        expect(parsed.success, typed).toBe(false);
        const issues = parsed.error?.issues.filter((issue) => issue.path[0] === "phone") ?? [];
        expect(issues.map((issue) => issue.message)).toEqual([phoneCheckMessage]);
      }
    },
  );
});
