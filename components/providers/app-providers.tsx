"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { DiscreetDevice } from "@/components/discreet/discreet-device";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { leftOutOnFailure } from "@/components/shared/left-out-on-failure";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";

// sonner loads after hydration, outside every screen's first-load JavaScript; toast() waits for it.
// If it fails to download, the screen goes on without toasts rather than showing the page error.
const Toaster = leftOutOnFailure(dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false }));

export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [queryClient] = useState(() => makeQueryClient(redirectIfUnauthorized));
  return (
    <QueryClientProvider client={queryClient}>
      <DiscreetDevice />
      <ServiceWorkerRegistration />
      {children}
      <Toaster closeLabel={t("close")} containerAriaLabel={t("notifications")} />
    </QueryClientProvider>
  );
}
