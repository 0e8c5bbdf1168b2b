import { REQUIRED_NOTICE_ID } from "@/components/auth/use-required-notice";

/** The form's one 'Please fill in all fields' notice (useRequiredNotice). */
export function RequiredNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p id={REQUIRED_NOTICE_ID} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {text}
    </p>
  );
}
