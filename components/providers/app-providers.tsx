"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { DiscreetDevice } from "@/components/discreet/discreet-device";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { makeQueryClient } from "@/lib/api/client";

export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [queryClient] = useState(() => makeQueryClient(redirectIfUnauthorized));
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <DiscreetDevice />
        <ServiceWorkerRegistration />
        {children}
        <Toaster closeLabel={t("close")} containerAriaLabel={t("notifications")} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
