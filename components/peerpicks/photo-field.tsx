"use client";

import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { toast } from "@/components/ui/toast";
import { InputField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { checkUploadFile } from "@/lib/contract/media/check-upload-file";
import { isImageReference } from "@/lib/contract/businesses/urls";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";

type PhotoFieldProps = {
  /** the uploaded objectPath, when there is one */
  uploaded: string | null;
  onUploaded: (objectPath: string | null) => void;
  typedUrl: string;
  onClearTyped: () => void;
  urlError?: string;
  urlInputProps: ComponentProps<"input">;
  purpose: "business" | "business-edit";
  hint: string;
  successTitle: string;
  successText?: string;
  onBusyChange: (busy: boolean) => void;
};

/** Upload a photo (with progress) or type an image URL; preview and remove. The upload wins when both exist. */
export function PhotoField(props: PhotoFieldProps) {
  const { uploaded, onUploaded, typedUrl, onClearTyped, onBusyChange } = props;
  const t = useTranslations("peerpicks");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const preview = localPreview ?? uploaded ?? (isImageReference(typedUrl) ? typedUrl : null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!/^image\/(jpeg|png|webp|gif|heic|heif|avif)$/.test(file.type)) return void toast.error(t("toasts.uploadErrorTitle"), { description: t("form.notAnImage") });
    const check = checkUploadFile(file, props.purpose);
    if (!check.ok && check.problem === "size") {
      return void toast.error(t("toasts.uploadErrorTitle"), { description: t("form.fileTooLarge", { size: `${check.maxMb} MB` }) });
    }
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    try {
      // the upload code loads when a file is picked, not with the form; a failed download fails the upload
      const { uploadFile } = await import("@/lib/client/upload-file");
      const objectPath = await uploadFile(file, {
        registerUrl: "/api/business-images",
        field: "businessImageURL",
        purpose: props.purpose,
        onProgress: (f) => setProgress(Math.round(f * 100)),
      });
      onUploaded(objectPath);
      toast.success(props.successTitle, props.successText ? { description: props.successText } : undefined);
    } catch (error) {
      setLocalPreview(null);
      if (!redirectIfUnauthorized(error)) toast.error(t("toasts.uploadErrorTitle"), { description: t("toasts.uploadFailed") });
    } finally {
      setProgress(null);
      onBusyChange(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const remove = () => {
    setLocalPreview(null);
    onUploaded(null);
    onClearTyped();
  };

  return (
    <div className="space-y-3">
      {preview ? (
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-muted">
          <img src={preview} alt={t("form.preview")} width={640} height={360} className="absolute inset-0 size-full object-cover" />
          <Button type="button" size="icon" variant="secondary" className="absolute right-2 top-2" aria-label={t("form.removePhoto")} onClick={remove} disabled={progress !== null}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ) : null}
      {progress !== null ? <Progress value={progress} aria-label={t("form.uploading")} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id="business-photo-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button type="button" variant="outline" disabled={progress !== null} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden className="size-4" />
          {uploaded || localPreview ? t("form.changePhoto") : t("form.uploadPhoto")}
        </Button>
        <span className="text-sm text-muted-foreground">{props.hint}</span>
      </div>
      <InputField
        id="imageUrl"
        type="url"
        inputMode="url"
        label={t("form.orImageUrl")}
        placeholder={t("form.imageUrlPlaceholder")}
        error={props.urlError}
        disabled={Boolean(uploaded) || progress !== null}
        {...props.urlInputProps}
      />
    </div>
  );
}
