"use client";

import { ArrowLeft, Camera, Circle, Square } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { capturePhoto, formatClock, MAX_RECORDING_MS, RECORDER_CHUNK_MS, recorderMimeType, recordingToFile } from "./capture";
import { useRearCamera } from "./use-rear-camera";

type Props = { mode: "photo" | "video"; onCaptured: (file: File) => void; onBack: () => void };

/** Live rear-camera view: one button takes a JPEG photo, or starts/stops a webm recording. */
export function MediaCamera({ mode, onCaptured, onBack }: Props) {
  const t = useTranslations("media");
  const { status, error, retry, videoRef, streamRef } = useRearCamera(mode === "video");
  const recorderRef = useRef<MediaRecorder | null>(null);
  const [elapsed, setElapsed] = useState<number | null>(null);

  useEffect(() => () => recorderRef.current?.stop(), []);
  useEffect(() => {
    if (elapsed === null) return;
    if (elapsed >= MAX_RECORDING_MS) return recorderRef.current?.stop();
    const timer = setTimeout(() => setElapsed((ms) => (ms === null ? null : ms + 250)), 250);
    return () => clearTimeout(timer);
  }, [elapsed]);

  async function takePhoto() {
    if (!videoRef.current) return;
    try {
      onCaptured(await capturePhoto(videoRef.current));
    } catch {
      toast.error(t("capturePhotoFailed"));
    }
  }

  function toggleRecording() {
    if (recorderRef.current) return recorderRef.current.stop();
    if (!streamRef.current) return;
    try {
      const chunks: Blob[] = [];
      const recorder = new MediaRecorder(streamRef.current, { mimeType: recorderMimeType() });
      recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
      recorder.onstop = () => {
        recorderRef.current = null;
        setElapsed(null);
        if (chunks.length) onCaptured(recordingToFile(chunks));
      };
      recorder.start(RECORDER_CHUNK_MS);
      recorderRef.current = recorder;
      setElapsed(0);
    } catch {
      toast.error(t("recordingErrorTitle"), { description: t("recordingError") });
    }
  }

  const recording = elapsed !== null;
  return (
    <div className="grid gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-black">
        <video ref={videoRef} className="size-full object-cover" muted playsInline autoPlay aria-label={t("cameraPreview")} />
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
            {t("recording", { time: formatClock(elapsed) })}
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
