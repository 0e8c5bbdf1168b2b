import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BackToEvents } from "@/components/events/back-to-events";

/** The frame of the create and edit screens: back link and heading. */
export async function EventFormPage({ title, children }: { title: string; children: ReactNode }) {
  const t = await getTranslations("events.form");
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <BackToEvents label={t("back")} />
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
