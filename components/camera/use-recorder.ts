"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { RECORDER_TIMESLICE_MS, RECORDING_MAX_MS } from "@/lib/client/camera/constants";
import { pickRecorderMimeType } from "@/lib/client/camera/recorder-mime";

type Options = {
  /** the finished recording, a webm file named `${prefix}${timestamp}.webm` */
  onRecorded: (file: File) => void;
  /** the recorder could not start, or recorded nothing */
  onError: () => void;
  prefix: string;
};

/** Records the live stream to webm in 100 ms chunks; stops by itself at 20 s; cancel() (and unmount) discards it. */
export function useRecorder({ onRecorded, onError, prefix }: Options) {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const startedRef = useRef(0);

  const clearTimer = () => {
    if (timerRef.current) clearInterval(timerRef.current);
    timerRef.current = null;
  };

  const stop = useCallback(() => {
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  const start = useCallback(
    (stream: MediaStream) => {
      try {
        const mimeType = pickRecorderMimeType((t) => MediaRecorder.isTypeSupported(t));
        const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        recorder.onstop = () => {
          setRecording(false);
          recorderRef.current = null;
          const blob = new Blob(chunks, { type: "video/webm" });
          if (blob.size > 0) onRecorded(new File([blob], `${prefix}${Date.now()}.webm`, { type: "video/webm" }));
          else onError();
        };
        recorder.start(RECORDER_TIMESLICE_MS);
        recorderRef.current = recorder;
        startedRef.current = Date.now();
        setElapsed(0);
        setRecording(true);
        timerRef.current = setInterval(() => {
          const ms = Date.now() - startedRef.current;
          setElapsed(ms);
          if (ms >= RECORDING_MAX_MS) stop();
        }, 100);
      } catch {
        clearTimer();
        onError();
      }
    },
    [onRecorded, onError, prefix, stop],
  );

  const cancel = useCallback(() => {
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder) {
      recorder.onstop = null;
      if (recorder.state !== "inactive") recorder.stop();
    }
    recorderRef.current = null;
    setRecording(false);
  }, []);

  useEffect(() => cancel, [cancel]);

  return { recording, elapsed, start, stop, cancel };
}
