import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/** The frame of the create and edit screens: back link and heading. */
export async function EventFormPage({ title, children }: { title: string; children: ReactNode }) {
  const t = await getTranslations("events.form");
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <Link href="/events" className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
