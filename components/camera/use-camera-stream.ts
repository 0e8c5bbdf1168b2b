"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type Facing = "user" | "environment";
export type StreamStatus = "idle" | "loading" | "live" | "error" | "unsupported";

// Spec section 5: ideal 1280x720 at 30 fps with audio.
function constraints(facing: Facing, audio: boolean): MediaStreamConstraints {
  return {
    video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
    audio,
  };
}

/** The live camera: starts while `active`, restarts on facing changes, stops on close/unmount. */
export function useCameraStream(active: boolean) {
  const [facing, setFacing] = useState<Facing>("user");
  const [status, setStatus] = useState<StreamStatus>("idle");
  const [error, setError] = useState("");
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => {
    if (!active) {
      stop();
      setStatus("idle");
      return;
    }
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setStatus("unsupported");
      return;
    }
    let cancelled = false;
    setStatus("loading");
    (async () => {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia(constraints(facing, true));
      } catch (withAudio) {
        // no microphone (or it was refused): silent video is better than no camera
        try {
          stream = await navigator.mediaDevices.getUserMedia(constraints(facing, false));
        } catch {
          if (!cancelled) {
            setError(withAudio instanceof Error ? withAudio.message || withAudio.name : String(withAudio));
            setStatus("error");
          }
          return;
        }
      }
      if (cancelled) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      stop();
      streamRef.current = stream;
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
      }
      setStatus("live");
    })();
    return () => {
      cancelled = true;
    };
  }, [active, facing, attempt, stop]);

  useEffect(() => stop, [stop]);

  const attachVideo = useCallback((node: HTMLVideoElement | null) => {
    videoRef.current = node;
    if (node && streamRef.current && node.srcObject !== streamRef.current) {
      node.srcObject = streamRef.current;
      void node.play().catch(() => undefined);
    }
  }, []);

  return {
    facing,
    status,
    error,
    streamRef,
    videoRef,
    attachVideo,
    flip: () => setFacing((f) => (f === "user" ? "environment" : "user")),
    retry: () => setAttempt((n) => n + 1),
  };
}
