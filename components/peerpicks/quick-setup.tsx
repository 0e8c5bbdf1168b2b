"use client";

import { Wand2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { toast } from "@/components/ui/toast";
import { InputField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api-client";
import { isSupportedMapsLink, type MapsExtractResult } from "@/lib/contract/businesses/maps-link";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";

type QuickSetupProps = {
  value: string;
  error?: string;
  onExtracted: (name: string) => void;
  inputProps: ComponentProps<"input">;
};

/** Maps URL + Extract Info: the server reads the business name from the link (share links resolved there). */
export function QuickSetup({ value, error, onExtracted, inputProps }: QuickSetupProps) {
  const t = useTranslations("peerpicks");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const [extracting, setExtracting] = useState(false);

  async function extract() {
    if (!isSupportedMapsLink(value)) {
      toast.error(t("toasts.invalidUrlTitle"), { description: t("toasts.invalidUrlText") });
      return;
    }
    setExtracting(true);
    try {
      const result = await apiRequest<MapsExtractResult>("POST", "/api/businesses/extract-name", { url: value });
      if (result.kind === "found") {
        onExtracted(result.name);
        toast.success(t("toasts.extractedTitle"), { description: t("toasts.extractedText", { name: result.name }) });
      } else if (result.kind === "invalid") {
        toast.error(t("toasts.invalidUrlTitle"), { description: t("toasts.invalidUrlText") });
      } else if (result.kind === "share_unresolved") {
        toast.error(t("toasts.shareTitle"), { description: t("toasts.shareText") });
      } else {
        toast.error(t("toasts.notFoundTitle"), { description: t("toasts.notFoundText") });
      }
    } catch (err) {
      if (!redirectIfUnauthorized(err)) toast.error(t("toasts.extractErrorTitle"), { description: t("toasts.extractErrorText") });
    } finally {
      setExtracting(false);
    }
  }

  return (
    <div className="space-y-2">
      <InputField id="googleMapsUrl" type="url" inputMode="url" label={t("form.mapsUrl")} placeholder={t("form.mapsUrlPlaceholder")} error={error} {...inputProps} />
      <Button type="button" variant="secondary" disabled={!value.trim() || extracting} onClick={() => void extract()}>
        <Wand2 aria-hidden className="size-4" />
        {extracting ? t("form.extracting") : t("form.extract")}
      </Button>
    </div>
  );
}
