"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition } from "react";
import { PageError } from "@/components/layout/page-error";

// A page that failed on the server (the database not answering, most often; the API answers 503
// then): the catalogs' friendly note in the visitor's language instead of Next's error screen.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("pwa.error");
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh(); // render the page on the server again...
      reset(); // ...and the error boundary with it
    });
  return <PageError title={t("title")} text={t("text")} retry={t("retry")} onRetry={retry} />;
}
