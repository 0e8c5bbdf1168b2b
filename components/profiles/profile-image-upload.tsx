"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { failedStage, isAbort, uploadServerMessage, type UploadStage } from "@/components/profiles/upload-failure";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { useApiError } from "@/hooks/use-api-error";
import { PURPOSES } from "@/lib/media/purposes";
import { uploadFile } from "@/lib/uploads/upload-file";

const MAX_BYTES = PURPOSES.profile.image;

export function ProfileImageUpload({ onUploaded }: { onUploaded: (objectPath: string) => void }) {
  const t = useTranslations("profile.chooser");
  const onError = useApiError();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) return void toast.error(t("invalidFileTitle"), { description: t("invalidFileText") });
    if (file.size > MAX_BYTES) return void toast.error(t("tooLargeTitle"), { description: t("tooLargeText") });
    let reached: UploadStage = "address";
    setProgress(0);
    try {
      const objectPath = await uploadFile(file, {
        registerUrl: "/api/profile-images",
        field: "profileImageURL",
        onProgress: (fraction) => {
          reached = fraction >= 1 ? "register" : "storage";
          setProgress(Math.round(fraction * 100));
        },
      });
      toast.success(t("uploadedTitle"));
      onUploaded(objectPath);
    } catch (error) {
      if (isAbort(error)) return;
      const stage = failedStage(error, reached);
      const text = { address: t("noUploadUrl"), storage: t("storageFailed"), register: t("processFailed") }[stage];
      onError(error, uploadServerMessage(error) ?? (stage === "register" ? text : t("uploadFailed")), {
        useServerMessage: stage === "register",
      });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <div className="space-y-3 pt-2">
      <Label
        htmlFor="chooser-file"
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center hover:bg-accent"
      >
        <Upload className="size-6" aria-hidden />
        {t("chooseFile")}
      </Label>
      <input
        ref={inputRef}
        id="chooser-file"
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null ? (
        <div className="space-y-1">
          <p className="text-sm">{t("uploading")}</p>
          <Progress value={progress} aria-label={t("uploadProgress")} />
        </div>
      ) : null}
    </div>
  );
}
