"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { UploadProgress } from "@/components/profiles/upload-progress";
import { useProfileUpload } from "@/components/profiles/use-profile-upload";
import { Label } from "@/components/ui/label";
import { checkUploadFile } from "@/lib/contract/media/check-upload-file";

export function ProfileImageUpload({ onUploaded }: { onUploaded: (objectPath: string) => void }) {
  const t = useTranslations("profile.chooser");
  const { inputRef, progress, onFileChange } = useProfileUpload({
    registerUrl: "/api/profile-images",
    field: "profileImageURL",
    check: (file) => {
      const check = checkUploadFile(file, "profile");
      if (check.ok) return null;
      return check.problem === "type" ? [t("invalidFileTitle"), t("invalidFileText")] : [t("tooLargeTitle"), t("tooLargeText")];
    },
    failureText: (stage) => (stage === "register" ? t("processFailed") : t("uploadFailed")),
    uploadedTitle: t("uploadedTitle"),
    onUploaded,
  });

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
        onChange={onFileChange}
      />
      <UploadProgress progress={progress} text={t("uploading")} label={t("uploadProgress")} />
    </div>
  );
}
