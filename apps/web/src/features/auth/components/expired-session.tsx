"use client";

import { useEffect } from "react";
import { forgetExpiredSession } from "@/features/auth/actions.ts";
import { forgetEverything } from "@/features/auth/remember-session.ts";

/** Rendered when the cookie's token stopped working: sign out quietly and cleanly. */
export function ExpiredSession() {
  useEffect(() => {
    forgetEverything();
    void forgetExpiredSession();
  }, []);
  return null;
}
