"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export type CapturedMedia = { objectPath: string; url: string; kind: "image" | "video" };

/** The captured photo or video with Retake and 'Share to Story'. */
export function StoryPreviewPane({ media, sharing, onRetake, onShare }: { media: CapturedMedia; sharing: boolean; onRetake: () => void; onShare: () => void }) {
  const t = useTranslations("camera");
  return (
    <div className="absolute inset-0 z-20 flex flex-col bg-black">
      <div className="relative min-h-0 flex-1">
        {media.kind === "video" ? (
          <video src={media.url} autoPlay loop muted playsInline aria-label={t("previewAlt")} className="absolute inset-0 size-full object-contain" />
        ) : (
          <img src={media.url} alt={t("previewAlt")} className="absolute inset-0 size-full object-contain" />
        )}
      </div>
      <div className="flex gap-3 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button type="button" variant="secondary" className="flex-1" onClick={onRetake} disabled={sharing}>
          {t("retake")}
        </Button>
        <Button type="button" className="flex-1" onClick={onShare} disabled={sharing}>
          {t("share")}
        </Button>
      </div>
    </div>
  );
}
