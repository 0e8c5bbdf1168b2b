"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Progress } from "@/components/ui/progress";
import { useDeferred } from "@/hooks/use-deferred";

// the alt text dialog (Radix dialog and its scroll lock) loads on the first press of Add alt text
const loadAltTextDialog = () => import("./alt-text-dialog").then((m) => m.AltTextDialog);

export type CreateMedia = { key: string; url: string | null; type: "image" | "video"; preview: string; name: string; progress: number; altText: string };

type Props = { items: CreateMedia[]; onRemove: (key: string) => void; onAltText: (key: string, altText: string) => void };

/** Thumbnails of the post's media: uploading ones show progress, uploaded ones can be described (alt text) and removed. */
export function CreateMediaList({ items, onRemove, onAltText }: Props) {
  const t = useTranslations("posts.create");
  const ta = useTranslations("posts.altText");
  const [describing, setDescribing] = useState<string | null>(null);
  const { Piece: AltTextDialog, open: openAltText } = useDeferred(loadAltTextDialog);
  if (items.length === 0) return null;
  const editing = items.findIndex((m) => m.key === describing);
  return (
    <>
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
          ) : null}
          {item.url ? (
            <button
              type="button"
              onClick={() => openAltText(() => setDescribing(item.key))}
              aria-label={ta(item.altText ? "editFor" : "addFor", { index: i + 1 })}
              className="absolute bottom-1 left-1 rounded-full bg-black/70 px-2 py-1 text-xs font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              {item.altText ? ta("edit") : ta("add")}
            </button>
          ) : (
            <div className="absolute inset-x-2 bottom-2">
              <Progress value={Math.round(item.progress * 100)} aria-label={t("uploading", { name: item.name })} />
            </div>
          )}
        </li>
      ))}
    </ul>
    {editing >= 0 && AltTextDialog ? (
      <AltTextDialog
        index={editing + 1}
        preview={items[editing].preview}
        type={items[editing].type}
        value={items[editing].altText}
        onSave={(text) => {
          onAltText(items[editing].key, text);
          setDescribing(null);
        }}
        onClose={() => setDescribing(null)}
      />
    ) : null}
    </>
  );
}
