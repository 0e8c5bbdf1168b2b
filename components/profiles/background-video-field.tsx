"use client";

import { Trash2, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { UploadProgress } from "@/components/profiles/upload-progress";
import { useProfileUpload } from "@/components/profiles/use-profile-upload";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { checkUploadFile } from "@/lib/contract/media/check-upload-file";

export function BackgroundVideoField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const t = useTranslations("profile.video");
  const label = useTranslations("profile.edit");
  const common = useTranslations("common");
  const inputId = useId();
  const { inputRef, progress, onFileChange } = useProfileUpload({
    registerUrl: "/api/background-videos",
    field: "backgroundVideoURL",
    check: (file) => {
      const check = checkUploadFile(file, "background");
      if (check.ok) return null;
      return [common("error"), check.problem === "type" ? t("notVideo") : t("tooLarge")];
    },
    failureText: (stage) => ({ address: t("getUrlFailed"), storage: t("uploadFailed"), register: t("processFailed") })[stage],
    uploadedTitle: t("uploadedTitle"),
    onUploaded: onChange,
  });

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>{label("backgroundVideo")}</Label>
      {value ? (
        <video src={value} muted loop autoPlay playsInline aria-label={t("preview")} className="aspect-video w-full rounded-lg bg-muted object-cover" />
      ) : (
        <p className="flex aspect-[4/1] items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground">{t("none")}</p>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="video/*"
        className="sr-only"
        onChange={onFileChange}
      />
      <UploadProgress progress={progress} text={t("uploading")} label={t("progress")} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" disabled={progress !== null} onClick={() => inputRef.current?.click()}>
          <Video aria-hidden /> {value ? t("replace") : t("choose")}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" disabled={progress !== null} onClick={() => onChange("")}>
            <Trash2 aria-hidden /> {t("remove")}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t("hint")}</p>
    </div>
  );
}
