"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { Spinner } from "@/components/ui/spinner";

/** Shows a refusal toast once and sends the member back to `to` after `delayMs`. */
export function AccessRedirect({ title, description, to, delayMs, busyLabel }: { title: string; description: string; to: string; delayMs: number; busyLabel: string }) {
  const router = useRouter();
  useEffect(() => {
    toast.error(title, { description, id: `access-${to}` });
    const timer = setTimeout(() => router.replace(to), delayMs);
    return () => clearTimeout(timer);
  }, [title, description, to, delayMs, router]);
  return <Spinner size="lg" aria-label={busyLabel} className="min-h-[40dvh]" />;
}
