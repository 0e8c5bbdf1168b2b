"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";

export type CreateMedia = { key: string; url: string | null; type: "image" | "video"; preview: string; name: string; progress: number };

type Props = { items: CreateMedia[]; onRemove: (key: string) => void };

/** Thumbnails of the post's media: uploading ones show progress, uploaded ones can be removed. */
export function CreateMediaList({ items, onRemove }: Props) {
  const t = useTranslations("posts.create");
  if (items.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2">
      {items.map((item, i) => (
        <li key={item.key} className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
          {item.type === "image" ? (
            <img src={item.preview} alt={t("mediaItem", { index: i + 1 })} width={200} height={200} className="size-full object-cover" />
          ) : (
            <video src={item.preview} muted playsInline preload="metadata" className="size-full object-cover" aria-label={t("mediaItem", { index: i + 1 })} />
          )}
          {item.url ? (
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={t("removeMedia", { index: i + 1 })}
              className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <div className="absolute inset-x-2 bottom-2">
              <Progress value={Math.round(item.progress * 100)} aria-label={t("uploading", { name: item.name })} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
