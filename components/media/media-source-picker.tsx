"use client";

import { Camera, FileUp, Images, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { acceptAttribute, type AcceptedMedia } from "./validate-media";

type Props = { accept: AcceptedMedia; onFile: (file: File) => void; onCamera: (mode: "photo" | "video") => void };

/** The four ways in: a file (document picker), the rear camera, a recording, or the photo gallery. */
export function MediaSourcePicker({ accept, onFile, onCamera }: Props) {
  const t = useTranslations("media");
  const fileInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  const option = "h-auto flex-col gap-2 py-4 [&_svg:not([class*='size-'])]:size-6";

  return (
    <div className="grid grid-cols-2 gap-3">
      <Button type="button" variant="outline" className={option} onClick={() => fileInput.current?.click()}>
        <FileUp aria-hidden="true" /> {t("chooseFile")}
      </Button>
      {accept !== "video" ? (
        <Button type="button" variant="outline" className={option} onClick={() => onCamera("photo")}>
          <Camera aria-hidden="true" /> {t("takePhoto")}
        </Button>
      ) : null}
      {accept !== "image" ? (
        <Button type="button" variant="outline" className={option} onClick={() => onCamera("video")}>
          <Video aria-hidden="true" /> {t("recordVideo")}
        </Button>
      ) : null}
      <Button type="button" variant="outline" className={option} onClick={() => galleryInput.current?.click()}>
        <Images aria-hidden="true" /> {t("chooseFromGallery")}
      </Button>
      <input ref={fileInput} type="file" className="sr-only" tabIndex={-1} aria-hidden="true" accept={acceptAttribute(accept, true)} onChange={pick} data-testid="media-file-input" />
      <input ref={galleryInput} type="file" className="sr-only" tabIndex={-1} aria-hidden="true" accept={acceptAttribute(accept, false)} onChange={pick} data-testid="media-gallery-input" />
    </div>
  );
}
