"use client";

import { ArrowLeft, Camera, Circle, Square } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatMmSs } from "@/lib/client/camera/mm-ss";
import { capturePhoto } from "./capture-photo";
import { useCameraStream } from "./use-camera-stream";
import { useRecorder } from "./use-recorder";

type Props = { mode: "photo" | "video"; onCaptured: (file: File) => void; onBack: () => void };

/** The Add Media camera: the rear camera inline; one button takes a JPEG photo, or starts/stops a webm recording. */
export function MediaCamera({ mode, onCaptured, onBack }: Props) {
  const t = useTranslations("media");
  const { status, error, retry, attachVideo, video, stream } = useCameraStream({ facing: "environment", audio: mode === "video" });
  const recorder = useRecorder({
    onRecorded: onCaptured,
    onError: useCallback(() => toast.error(t("recordingErrorTitle"), { description: t("recordingError") }), [t]),
    prefix: "",
  });

  async function takePhoto() {
    const element = video();
    if (!element) return;
    try {
      onCaptured(await capturePhoto(element, { prefix: "" }));
    } catch {
      toast.error(t("capturePhotoFailed"));
    }
  }

  function toggleRecording() {
    if (recorder.recording) return recorder.stop();
    const live = stream();
    if (live) recorder.start(live);
  }

  const { recording, elapsed } = recorder;
  return (
    <div className="grid gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-black">
        <video ref={attachVideo} className="size-full object-cover" muted playsInline autoPlay aria-label={t("cameraPreview")} />
        {status === "loading" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center text-sm text-white">
            <Spinner aria-label={t("loadingCamera")} className="w-auto p-2 text-white" />
            <span aria-hidden="true">{t("loadingCamera")}</span>
          </div>
        ) : null}
        {status === "error" || status === "unsupported" ? (
          <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-sm text-white">
            {status === "unsupported" ? (
              <p><strong>{t("cameraNotAvailableTitle")}</strong>: {t("cameraNotAvailable")}</p>
            ) : (
              <p>{t("cameraError", { message: error })}</p>
            )}
            {status === "error" ? <Button variant="secondary" size="sm" onClick={retry}>{t("tryAgain")}</Button> : null}
          </div>
        ) : null}
        {recording ? (
          <p className="absolute top-2 left-2 rounded bg-red-600 px-2 py-0.5 text-xs font-medium text-white" aria-live="polite">
            {t("recording", { time: formatMmSs(elapsed) })}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={recording}>
          <ArrowLeft aria-hidden="true" /> {t("back")}
        </Button>
        {mode === "photo" ? (
          <Button onClick={takePhoto} disabled={status !== "live"}>
            <Camera aria-hidden="true" /> {t("capturePhoto")}
          </Button>
        ) : (
          <Button onClick={toggleRecording} disabled={status !== "live"} variant={recording ? "destructive" : "default"}>
            {recording ? <Square aria-hidden="true" /> : <Circle aria-hidden="true" />}
            {recording ? t("stopRecording") : t("startRecording")}
          </Button>
        )}
      </div>
    </div>
  );
}
