"use client";

import { useTranslations } from "next-intl";
import { PushDeviceSection } from "@/components/push/push-device-section";
import { PushKindsSection } from "@/components/push/push-kinds-section";
import { QuietHoursSection } from "@/components/push/quiet-hours-section";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { useServerText } from "@/hooks/use-server-text";
import { apiErrorCode } from "@/lib/client/api-client";
import { useQuery } from "@/lib/client/query";
import type { PushPublicKey } from "@/lib/contract/push/types";

/** /settings/notifications: this device, what rings, quiet hours; or why push is not available here. */
export function PushSettings({ userId }: { userId: string }) {
  const t = useTranslations("pushSettings.device");
  const { fromError } = useServerText();
  const key = useQuery<PushPublicKey>({ queryKey: ["/api/push/public-key"] });
  if (key.isPending) return <Skeleton className="h-32 w-full" />;
  if (key.error) {
    const text = apiErrorCode(key.error) === "push_not_configured" ? t("notConfigured") : fromError(key.error, t("failed"));
    return (
      <PanelSection titleId="push-device-title" title={t("title")}>
        <p role="status" className="text-sm text-muted-foreground">
          {text}
        </p>
      </PanelSection>
    );
  }
  return (
    <>
      <PushDeviceSection userId={userId} publicKey={key.data.publicKey} />
      <PushKindsSection />
      <QuietHoursSection />
    </>
  );
}
