"use client";

import { Images, SwitchCamera, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient, type UseMutationResult } from "@/lib/client/query";
import type { StoryAudience } from "@/lib/contract/audience/types";
import { formatMmSs } from "@/lib/client/camera/mm-ss";
import { checkUploadFile } from "@/lib/contract/media/check-upload-file";
import { uploadFile } from "@/lib/client/upload-file";
import { cn } from "@/lib/client/cn";
import { CameraErrorPanel, CameraOverlay } from "./camera-panels";
import { CaptureButton } from "./capture-button";
import { capturePhoto, previewMirrored } from "./capture-photo";
import { StoryPreviewPane, type CapturedMedia } from "./story-preview-pane";
import { useCameraStream } from "./use-camera-stream";
import { useRecorder } from "./use-recorder";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-black/40 text-white outline-none hover:bg-black/60 focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50 [&_svg]:size-6";

type ShareMutation = UseMutationResult<unknown, Error, { imageUrl: string; audience: StoryAudience }>;

/** The full-screen story camera: live preview, photo or video capture, gallery, preview and share. */
export function StoryCamera({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("camera");
  const ts = useTranslations("stories.notices");
  const apiError = useApiError();
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: (body: { imageUrl: string; audience: StoryAudience }) => apiRequest("POST", "/api/stories", body),
    onSuccess: async () => {
      toast.success(ts("shared"), { description: ts("sharedText") });
      await queryClient.invalidateQueries({ queryKey: ["/api/stories"] });
      onOpenChange(false);
    },
    onError: (error) => apiError(error, ts("shareFailed")),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !share.isPending && onOpenChange(next)}>
      <DialogContent
        showCloseButton={false}
        className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-black p-0 text-white sm:p-0 md:top-1/2 md:left-1/2 md:h-[min(90dvh,860px)] md:w-auto md:aspect-[9/16] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
      >
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        <StoryCameraBody share={share} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

// Mounted with the dialog's content: every opening starts a fresh camera, and closing stops it and discards what was taken.
function StoryCameraBody({ share, onClose }: { share: ShareMutation; onClose: () => void }) {
  const t = useTranslations("camera");
  const ts = useTranslations("stories.notices");
  const tc = useTranslations("common");
  const apiError = useApiError();
  const { facing, status, error: cameraError, attachVideo, flip, retry, video: liveVideo, stream: liveStream } = useCameraStream({ facing: "user", audio: true });
  const [pressed, setPressed] = useState(false);
  const [processing, setProcessing] = useState<number | null>(null);
  const [media, setMedia] = useState<CapturedMedia | null>(null);
  const [closeFriends, setCloseFriends] = useState(false);
  const galleryRef = useRef<HTMLInputElement>(null);

  const fail = useCallback((description: string) => toast.error(tc("error"), { description }), [tc]);

  const upload = useCallback(
    async (file: File, failure: string) => {
      setProcessing(0);
      try {
        const objectPath = await uploadFile(file, { registerUrl: "/api/story-images", field: "imageURL", onProgress: setProcessing });
        setMedia({ objectPath, url: URL.createObjectURL(file), kind: file.type.startsWith("video/") ? "video" : "image" });
      } catch (error) {
        apiError(error, failure);
      } finally {
        setProcessing(null);
      }
    },
    [apiError],
  );

  const recorder = useRecorder({
    onRecorded: useCallback((file: File) => void upload(file, t("uploadVideoFailed")), [upload, t]),
    onError: useCallback(() => toast.error(t("recordingErrorTitle"), { description: t("recordingError") }), [t]),
    prefix: "story-",
  });

  const retake = () => {
    recorder.cancel();
    setMedia(null);
    setProcessing(null);
    setPressed(false);
  };

  // The preview's object URL lives as long as that preview (and no longer than the dialog).
  useEffect(() => (media ? () => URL.revokeObjectURL(media.url) : undefined), [media]);

  useEffect(() => {
    if (status === "unsupported") toast.error(t("notAvailableTitle"), { description: t("notAvailable") });
  }, [status, t]);

  const onShare = () => {
    if (!media) return toast.error(ts("noContentTitle"), { description: ts("noContent") });
    share.mutate({ imageUrl: media.objectPath, audience: closeFriends ? "close_friends" : "followers" });
  };

  const takePhoto = async () => {
    const video = liveVideo();
    let file: File;
    try {
      if (!video) throw new Error("no video");
      file = await capturePhoto(video, { prefix: "story-" });
    } catch {
      return fail(t("captureFailed"));
    }
    await upload(file, t("processImageFailed"));
  };

  const onGallery = (files: FileList | null) => {
    const file = files?.[0];
    if (galleryRef.current) galleryRef.current.value = "";
    if (!file) return toast.error(ts("noContentTitle"), { description: ts("noContent") });
    if (files.length > 1) return fail(t("galleryOneFile"));
    const check = checkUploadFile(file, "story");
    if (!check.ok) return fail(check.problem === "type" ? t("galleryType") : t("galleryTooLarge"));
    void upload(file, check.kind === "video" ? t("uploadVideoFailed") : t("processImageFailed"));
  };

  const live = status === "live";
  const busy = processing !== null;
  const hint = recorder.recording ? t("hintRecording") : pressed ? t("hintHold") : t("hintTap");

  return (
    <>
      <video
        ref={attachVideo}
        autoPlay
        muted
        playsInline
        aria-hidden="true"
        className={cn("absolute inset-0 size-full object-cover", previewMirrored(facing) && "-scale-x-100", !live && "invisible")}
      />

      <div className="relative z-10 flex items-center justify-between p-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <button type="button" className={iconButton} aria-label={t("close")} onClick={onClose}>
          <X aria-hidden="true" />
        </button>
        {recorder.recording ? (
          <p role="timer" aria-label={t("recording", { time: formatMmSs(recorder.elapsed) })} className="flex items-center gap-2 rounded-full bg-black/50 px-3 py-1 font-mono text-sm tabular-nums">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
            <span aria-hidden="true">{formatMmSs(recorder.elapsed)}</span>
          </p>
        ) : null}
        <button type="button" className={iconButton} aria-label={t("switchCamera")} onClick={flip} disabled={!live || recorder.recording || busy}>
          <SwitchCamera aria-hidden="true" />
        </button>
      </div>

      <div className="relative flex-1" />

      {status === "loading" ? <CameraOverlay text={t("loading")} /> : null}
      {status === "error" || status === "unsupported" ? (
        <CameraErrorPanel unsupported={status === "unsupported"} message={cameraError} onRetry={retry} />
      ) : null}

      <div className="relative z-10 flex flex-col items-center gap-3 bg-gradient-to-t from-black/70 to-transparent p-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <p className="rounded-full bg-black/40 px-3 py-1 text-sm">{hint}</p>
        <div className="grid w-full grid-cols-3 items-center">
          <button type="button" className={cn(iconButton, "justify-self-start")} aria-label={t("gallery")} onClick={() => galleryRef.current?.click()} disabled={busy || recorder.recording}>
            <Images aria-hidden="true" />
          </button>
          <div className="justify-self-center">
            <CaptureButton
              label={t("capture")}
              recording={recorder.recording}
              disabled={!live || busy}
              onPressChange={setPressed}
              onPhoto={() => void takePhoto()}
              onHoldStart={() => {
                const stream = liveStream();
                if (stream) recorder.start(stream);
              }}
              onHoldEnd={recorder.stop}
            />
          </div>
        </div>
        <input ref={galleryRef} type="file" accept="image/*,video/*" className="hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => onGallery(e.target.files)} />
      </div>

      {busy ? <CameraOverlay text={t("processing")} progress={processing} /> : null}
      {media ? <StoryPreviewPane media={media} sharing={share.isPending} closeFriends={closeFriends} onCloseFriendsChange={setCloseFriends} onRetake={retake} onShare={onShare} /> : null}
    </>
  );
}
