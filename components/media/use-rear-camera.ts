"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type CameraStatus = "loading" | "live" | "error" | "unsupported";

/** The rear camera (audio too when recording) while mounted; retry() asks again after an error. */
export function useRearCamera(withAudio: boolean) {
  const [status, setStatus] = useState<CameraStatus>("loading");
  const [error, setError] = useState("");
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setStatus("unsupported");
      return;
    }
    let cancelled = false;
    setStatus("loading");
    const video = { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } };
    navigator.mediaDevices
      .getUserMedia({ video, audio: withAudio })
      .catch((err: unknown) => (withAudio ? navigator.mediaDevices.getUserMedia({ video, audio: false }) : Promise.reject(err)))
      .then(
        (stream) => {
          if (cancelled) return stream.getTracks().forEach((track) => track.stop());
          streamRef.current = stream;
          if (videoRef.current) {
            videoRef.current.srcObject = stream;
            void videoRef.current.play().catch(() => {});
          }
          setStatus("live");
        },
        (err: unknown) => {
          if (cancelled) return;
          setError(err instanceof Error ? err.message || err.name : String(err));
          setStatus("error");
        },
      );
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    };
  }, [withAudio, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, error, retry, videoRef, streamRef };
}
