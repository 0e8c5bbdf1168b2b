"use client";

import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { useApiError } from "@/hooks/use-api-error";
import { checkUploadFile } from "@/lib/contract/media/check-upload-file";

type Props = {
  value: string;
  onChange: (value: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
};

/** Venue image: upload a file (with progress) or type an https address. */
export function VenueImageField({ value, onChange, onUploadingChange, error }: Props) {
  const t = useTranslations("events.form");
  const notices = useTranslations("events.notices");
  const showError = useApiError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = value.startsWith("/objects/");
  const errorId = "venueImageUrl-error";

  async function onFile(file: File | undefined) {
    if (!file) return;
    const check = checkUploadFile(file, "venue");
    if (!check.ok) return void toast.error(notices("uploadFailed"), { description: check.problem === "type" ? notices("imageOnly") : notices("imageTooLarge") });
    setProgress(0);
    onUploadingChange(true);
    try {
      // the upload code loads when a file is picked, not with the form; a failed download fails the upload
      const { uploadFile } = await import("@/lib/client/upload-file");
      const objectPath = await uploadFile(file, {
        registerUrl: "/api/venue-images",
        field: "venueImageURL",
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      onChange(objectPath);
    } catch (err) {
      showError(err, notices("uploadFailed"));
    } finally {
      setProgress(null);
      onUploadingChange(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const preview = value && (uploaded || value.startsWith("https://")) ? value : null;

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("venueImage")}</legend>
      {preview ? (
        <div className="relative aspect-video w-full overflow-hidden rounded-lg border bg-muted">
          <img src={preview} alt={t("imagePreview")} width={640} height={360} className="size-full object-cover" />
          <Button type="button" size="icon" variant="secondary" className="absolute top-2 right-2" aria-label={t("removeImage")} onClick={() => onChange("")}>
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
          <ImagePlus aria-hidden />
          {t("uploadImage")}
        </Button>
        <span className="text-xs text-muted-foreground">{t("uploadHint")}</span>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("uploadImage")}
          data-testid="venue-image-input"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {progress !== null ? <Progress value={progress} aria-label={t("uploading")} /> : null}
      {!uploaded ? (
        <div className="space-y-1.5">
          <Label htmlFor="venueImageUrl">{t("imageUrl")}</Label>
          <Input
            id="venueImageUrl"
            type="url"
            inputMode="url"
            placeholder={t("imageUrlPlaceholder")}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
