"use client";

import { Progress } from "@/components/ui/progress";

/** While a profile upload runs (`progress` in percent, null when none): what it is doing, over its progress bar. */
export function UploadProgress({ progress, text, label }: { progress: number | null; text: string; label: string }) {
  if (progress === null) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm">{text}</p>
      <Progress value={progress} aria-label={label} />
    </div>
  );
}
