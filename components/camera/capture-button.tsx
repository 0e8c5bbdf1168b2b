"use client";

import { useEffect, useRef, useState } from "react";
import { HOLD_THRESHOLD_MS } from "@/lib/contract/stories/constants";
import { cn } from "@/lib/client/cn";

type Props = {
  label: string;
  recording: boolean;
  disabled?: boolean;
  onPhoto: () => void;
  onHoldStart: () => void;
  onHoldEnd: () => void;
  onPressChange?: (pressed: boolean) => void;
};

/** The round shutter: a tap takes a photo; holding 300 ms starts a video until release. */
export function CaptureButton({ label, recording, disabled, onPhoto, onHoldStart, onHoldEnd, onPressChange }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holding = useRef(false);
  const pressed = useRef(false);
  const [down, setDown] = useState(false);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const press = () => {
    if (disabled || pressed.current) return;
    pressed.current = true;
    setDown(true);
    onPressChange?.(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      holding.current = true;
      onHoldStart();
    }, HOLD_THRESHOLD_MS);
  };

  const release = () => {
    if (!pressed.current) return;
    pressed.current = false;
    setDown(false);
    onPressChange?.(false);
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
      onPhoto();
    } else if (holding.current) {
      holding.current = false;
      onHoldEnd();
    }
  };

  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        press();
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onKeyDown={(e) => {
        if ((e.key === " " || e.key === "Enter") && !e.repeat) {
          e.preventDefault();
          press();
        }
      }}
      onKeyUp={(e) => {
        if (e.key === " " || e.key === "Enter") {
          e.preventDefault();
          release();
        }
      }}
      onContextMenu={(e) => e.preventDefault()}
      className={cn(
        "relative size-20 touch-none rounded-full border-4 border-white bg-white/30 transition-transform outline-none select-none focus-visible:ring-4 focus-visible:ring-white/70 disabled:opacity-50",
        down && "scale-110",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "absolute inset-2 rounded-full bg-white transition-all",
          recording && "inset-5 rounded-md bg-red-500",
        )}
      />
    </button>
  );
}
