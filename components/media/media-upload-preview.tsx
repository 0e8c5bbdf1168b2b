"use client";

import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { MediaKind } from "@/lib/contract/media/purposes";

type Props = { url: string; kind: MediaKind; name: string; progress: number; done: boolean };

/** The local preview of the chosen file with the real upload progress underneath. */
export function MediaUploadPreview({ url, kind, name, progress, done }: Props) {
  const t = useTranslations("media");
  const percent = Math.round(progress * 100);
  return (
    <div className="grid gap-3">
      <div className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg bg-muted">
        {kind === "image" ? (
          <img src={url} alt={t("previewImage")} className="size-full object-contain" />
        ) : (
          <video src={url} className="size-full object-contain" controls muted playsInline aria-label={t("previewVideo")} />
        )}
      </div>
      <p className="truncate text-sm text-muted-foreground" title={name}>{name}</p>
      <Progress value={percent} aria-label={t("uploadProgress")} />
      <p className="text-sm" aria-live="polite">{done ? t("uploadComplete") : t("uploading", { percent })}</p>
    </div>
  );
}
