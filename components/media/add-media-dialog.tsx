"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { MediaCamera } from "@/components/camera/media-camera";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useServerText } from "@/hooks/use-server-text";
import type { MediaKind, UploadPurpose } from "@/lib/contract/media/purposes";
import { REGISTRATION_ENDPOINTS, type RegistrationEndpoint } from "@/lib/contract/uploads/endpoints";
import { uploadFile } from "@/lib/client/upload-file";
import { MediaSourcePicker } from "./media-source-picker";
import { MediaUploadPreview } from "./media-upload-preview";
import { checkMediaFile } from "./validate-media";

// The spec's Add Media dialog: choose a file, take a photo (rear camera), record video, or choose
// from gallery; local preview; upload with a progress bar; reports the attached media back (and
// toasts 'Media uploaded'), then closes and resets. Closing mid-upload cancels it.
export type UploadedMedia = { url: string; type: "image" | "video" };

export type AddMediaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** which kinds the caller accepts */
  accept: "image" | "video" | "any";
  /** purpose endpoint and its body field, e.g. "/api/post-images" + "imageURL"; the endpoint's purpose sets the size limits */
  registerUrl: RegistrationEndpoint;
  field: string;
  onUploaded: (media: UploadedMedia) => void;
  title?: string;
  /** only for the business edit screen: "business-edit" (10 MB) */
  purpose?: UploadPurpose;
};

type Stage =
  | { step: "choose" }
  | { step: "camera"; mode: "photo" | "video" }
  | { step: "upload"; file: File; url: string; kind: MediaKind; progress: number; done: boolean };

export const CLOSE_AFTER_UPLOAD_MS = 600;

export function AddMediaDialog({ open, onOpenChange, title, ...flow }: AddMediaDialogProps) {
  const t = useTranslations("media");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title ?? t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <AddMediaFlow {...flow} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type AddMediaFlowProps = Omit<AddMediaDialogProps, "open" | "onOpenChange" | "title"> & { onClose: () => void };

// Mounted with the dialog's content, so every opening starts from "choose"; unmounting (closing) cancels an upload.
function AddMediaFlow({ accept, registerUrl, field, onUploaded, purpose, onClose }: AddMediaFlowProps) {
  const t = useTranslations("media");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const { fromError } = useServerText();
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const previewRef = useRef<string | null>(null);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      abortRef.current = null;
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      previewRef.current = null;
    },
    [],
  );

  async function start(file: File) {
    setError(null);
    const check = checkMediaFile(file, accept, purpose ?? REGISTRATION_ENDPOINTS[registerUrl].purpose);
    if (!check.ok) {
      setStage({ step: "choose" });
      return setError(check.error === "fileTooLarge" ? t("fileTooLarge", { size: check.sizeMb }) : t(check.error));
    }
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const url = URL.createObjectURL(file);
    previewRef.current = url;
    const controller = new AbortController();
    abortRef.current = controller;
    setStage({ step: "upload", file, url, kind: check.kind, progress: 0, done: false });
    const setProgress = (progress: number) =>
      setStage((s) => (s.step === "upload" && s.url === url ? { ...s, progress } : s));
    try {
      const objectPath = await uploadFile(file, { registerUrl, field, purpose, signal: controller.signal, onProgress: setProgress });
      if (controller.signal.aborted) return;
      setStage((s) => (s.step === "upload" && s.url === url ? { ...s, progress: 1, done: true } : s));
      onUploaded({ url: objectPath, type: check.kind });
      toast.success(t("mediaUploaded"));
      setTimeout(() => {
        if (abortRef.current === controller) onClose();
      }, CLOSE_AFTER_UPLOAD_MS);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (redirectIfUnauthorized(err)) return;
      const reason = fromError(err, t("uploadFailed"));
      setError(reason);
      setStage({ step: "choose" });
      toast.error(t("uploadFailedTitle"), { description: reason });
    }
  }

  return (
    <>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">{error}</p>
      ) : null}
      {stage.step === "choose" ? (
        <MediaSourcePicker accept={accept} onFile={start} onCamera={(mode) => setStage({ step: "camera", mode })} />
      ) : null}
      {stage.step === "camera" ? (
        <MediaCamera mode={stage.mode} onCaptured={start} onBack={() => setStage({ step: "choose" })} />
      ) : null}
      {stage.step === "upload" ? (
        <>
          <MediaUploadPreview url={stage.url} kind={stage.kind} name={stage.file.name} progress={stage.progress} done={stage.done} />
          <Button type="button" variant="outline" onClick={onClose} disabled={stage.done}>
            {t("cancel")}
          </Button>
        </>
      ) : null}
    </>
  );
}
