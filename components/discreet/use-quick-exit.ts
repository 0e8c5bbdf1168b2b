"use client";

import { useLocale } from "next-intl";
import { useCallback } from "react";
import { useDeviceDiscreet } from "@/components/discreet/device-discreet";
import { useQueryClient } from "@/lib/client/query";
import { resolveExitUrl } from "@/lib/contract/discreet/exit-url";

/** Forgets what this tab holds (session storage, cached answers) and replaces the page with the neutral site, so Back does not return to it. */
export function useQuickExit() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { exitUrl } = useDeviceDiscreet();
  return useCallback(() => {
    try {
      window.sessionStorage.clear();
    } catch {
      // storage blocked: nothing to clear
    }
    queryClient.clear();
    window.location.replace(resolveExitUrl(exitUrl, locale));
  }, [queryClient, locale, exitUrl]);
}
