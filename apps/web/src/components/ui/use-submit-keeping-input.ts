"use client";

import { type FormEvent, startTransition } from "react";

/**
 * The submit handler of a form whose action is a function (`useActionState`'s): it runs the
 * action itself, in a transition, so React does not reset the form afterwards and a refused form
 * keeps everything that was typed, passwords included (ADR 49). The server still sends back only
 * the fields it keeps (ADR 35), never a password; the `action` attribute stays for a browser
 * without scripts.
 */
export function useSubmitKeepingInput(action: (formData: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => action(formData));
  };
}
