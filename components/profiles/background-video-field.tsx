"use client";

import { Trash2, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { failedStage, isAbort, uploadServerMessage, type UploadStage } from "@/components/profiles/upload-failure";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { useApiError } from "@/hooks/use-api-error";
import { PURPOSES } from "@/lib/media/purposes";
import { uploadFile } from "@/lib/uploads/upload-file";

const MAX_BYTES = PURPOSES.background.video;

export function BackgroundVideoField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const t = useTranslations("profile.video");
  const label = useTranslations("profile.edit");
  const common = useTranslations("common");
  const onError = useApiError();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!file.type.startsWith("video/")) return void toast.error(common("error"), { description: t("notVideo") });
    if (file.size > MAX_BYTES) return void toast.error(common("error"), { description: t("tooLarge") });
    let reached: UploadStage = "address";
    setProgress(0);
    try {
      const objectPath = await uploadFile(file, {
        registerUrl: "/api/background-videos",
        field: "backgroundVideoURL",
        onProgress: (fraction) => {
          reached = fraction >= 1 ? "register" : "storage";
          setProgress(Math.round(fraction * 100));
        },
      });
      onChange(objectPath);
      toast.success(t("uploadedTitle"));
    } catch (error) {
      if (isAbort(error)) return;
      const stage = failedStage(error, reached);
      const text = { address: t("getUrlFailed"), storage: t("uploadFailed"), register: t("processFailed") }[stage];
      onError(error, uploadServerMessage(error) ?? text, { useServerMessage: stage === "register" });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

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
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null ? (
        <div className="space-y-1">
          <p className="text-sm">{t("uploading")}</p>
          <Progress value={progress} aria-label={t("progress")} />
        </div>
      ) : null}
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
