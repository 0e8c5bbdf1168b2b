"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type Facing = "user" | "environment";
export type StreamStatus = "idle" | "loading" | "live" | "error" | "unsupported";

type Options = {
  /** the camera the stream starts with; flip() switches between front and rear */
  facing: Facing;
  /** ask for the microphone too; without one (or when refused) the video is silent */
  audio: boolean;
  /** the stream runs while true and stops when false; defaults to while mounted */
  active?: boolean;
};

// Spec section 5: ideal 1280x720 at 30 fps.
function constraints(facing: Facing, audio: boolean): MediaStreamConstraints {
  return {
    video: { facingMode: { ideal: facing }, width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
    audio,
  };
}

async function openStream(facing: Facing, audio: boolean): Promise<MediaStream> {
  if (!audio) return navigator.mediaDevices.getUserMedia(constraints(facing, false));
  try {
    return await navigator.mediaDevices.getUserMedia(constraints(facing, true));
  } catch {
    return navigator.mediaDevices.getUserMedia(constraints(facing, false));
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

/** The one live camera: starts while active, restarts on flip() or retry(), stops when inactive or unmounted. */
export function useCameraStream({ facing: initialFacing, audio, active = true }: Options) {
  const [facing, setFacing] = useState<Facing>(initialFacing);
  const [attempt, setAttempt] = useState(0);
  // The outcome of one opening, tagged with what it opened; a newer request shows "loading" until it settles.
  const [outcome, setOutcome] = useState<{ request: string; status: "live" | "error"; error: string } | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const supported = typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
  const request = `${facing}|${audio}|${attempt}`;

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => {
    if (!active || !supported) return stop();
    let cancelled = false;
    openStream(facing, audio).then(
      async (stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        stop();
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
        setOutcome({ request, status: "live", error: "" });
      },
      (err: unknown) => {
        if (!cancelled) setOutcome({ request, status: "error", error: errorText(err) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, supported, facing, audio, request, stop]);

  useEffect(() => stop, [stop]);

  const attachVideo = useCallback((node: HTMLVideoElement | null) => {
    videoRef.current = node;
    if (node && streamRef.current && node.srcObject !== streamRef.current) {
      node.srcObject = streamRef.current;
      void node.play().catch(() => undefined);
    }
  }, []);

  const flip = useCallback(() => setFacing((f) => (f === "user" ? "environment" : "user")), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const video = useCallback(() => videoRef.current, []);
  const stream = useCallback(() => streamRef.current, []);

  const settled = active && supported && outcome?.request === request ? outcome : null;
  const status: StreamStatus = !active ? "idle" : !supported ? "unsupported" : (settled?.status ?? "loading");
  return { facing, status, error: settled?.error ?? "", attachVideo, flip, retry, video, stream };
}
