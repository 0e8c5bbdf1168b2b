"use client";

import { CameraOff, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";

/** Centred overlay: 'Loading camera...' or 'Processing content...' (with upload progress). */
export function CameraOverlay({ text, progress }: { text: string; progress?: number | null }) {
  return (
    <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-black/70 px-8 text-center">
      <Spinner aria-label={text} size="lg" className="p-0 text-white" />
      <p className="text-sm font-medium text-white">{text}</p>
      {progress != null ? <Progress value={Math.round(progress * 100)} aria-label={text} className="h-1.5 max-w-48 bg-white/20 [&>*]:bg-white" /> : null}
    </div>
  );
}

/** The camera error panel with Try Again, or 'Camera Not Available' when there is no camera API. */
export function CameraErrorPanel({ unsupported, message, onRetry }: { unsupported: boolean; message: string; onRetry: () => void }) {
  const t = useTranslations("camera");
  return (
    <div role="alert" className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 px-8 text-center">
      {unsupported ? (
        <>
          <CameraOff aria-hidden="true" className="size-10 text-white/80" />
          <p className="text-lg font-semibold">{t("notAvailableTitle")}</p>
          <p className="text-sm text-white/80">{t("notAvailable")}</p>
        </>
      ) : (
        <>
          <TriangleAlert aria-hidden="true" className="size-10 text-white/80" />
          <p className="text-sm text-white/90">{t("errorPanel", { message })}</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            {t("tryAgain")}
          </Button>
        </>
      )}
    </div>
  );
}
