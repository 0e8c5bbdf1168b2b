import { ArrowLeft } from "lucide-react";
import Link from "next/link";

/** The link back to /events above an event's screens (detail, attendees, create and edit). */
export function BackToEvents({ label }: { label: string }) {
  return (
    <Link href="/events" className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
