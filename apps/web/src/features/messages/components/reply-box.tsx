"use client";

import { useToast } from "@/components/ui/toaster.tsx";
import { useRouter } from "@/i18n/navigation.tsx";
import { MessageForm, type MessageSubject } from "./message-form.tsx";

/** Another message in the same conversation; the page then shows it under the others. */
export function ReplyBox({ subject, label }: { subject: MessageSubject; label: string }) {
  const toast = useToast();
  const router = useRouter();
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="reply-box">
      <MessageForm
        subject={subject}
        label={label}
        onSent={({ message }) => {
          toast.success(message);
          router.refresh();
        }}
      />
    </section>
  );
}
