"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { makeQueryClient } from "@/lib/api/client";
import { UNAUTHORIZED_REDIRECT_MS } from "@/hooks/use-api-error";

export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const [queryClient] = useState(() =>
    makeQueryClient(() => {
      toast.error(t("unauthorizedTitle"), { description: t("unauthorizedText") });
      setTimeout(() => window.location.assign("/api/login"), UNAUTHORIZED_REDIRECT_MS);
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster closeLabel={t("close")} containerAriaLabel={t("notifications")} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
