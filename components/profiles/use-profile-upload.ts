"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { toast } from "@/components/ui/toast";
import { failedStage, isAbort, uploadServerMessage } from "@/components/profiles/upload-failure";
import { useApiError } from "@/hooks/use-api-error";
import { useServerText } from "@/hooks/use-server-text";
import type { UploadStage } from "@/lib/client/upload-error";

type Options = {
  registerUrl: string;
  field: string;
  /** a refusal notice [title, text] for a file that must not be sent, else null */
  check: (file: File) => [string, string] | null;
  /** the failure text for the step the upload failed at */
  failureText: (stage: UploadStage) => string;
  uploadedTitle: string;
  onUploaded: (objectPath: string) => void;
};

/** The profile screens' upload flow: checks the file, uploads with progress, the spec's notices. */
export function useProfileUpload({ registerUrl, field, check, failureText, uploadedTitle, onUploaded }: Options) {
  const onError = useApiError();
  const { fromError } = useServerText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    const refusal = check(file);
    if (refusal) return void toast.error(refusal[0], { description: refusal[1] });
    let reached: UploadStage = "address";
    setProgress(0);
    try {
      // the upload code loads when a file is picked, not with the form; a failed download fails the upload
      const { uploadFile } = await import("@/lib/client/upload-file");
      const objectPath = await uploadFile(file, {
        registerUrl,
        field,
        onProgress: (fraction) => {
          reached = fraction >= 1 ? "register" : "storage";
          setProgress(Math.round(fraction * 100));
        },
      });
      toast.success(uploadedTitle);
      onUploaded(objectPath);
    } catch (error) {
      if (isAbort(error)) return;
      const stage = failedStage(error, reached);
      onError(error, uploadServerMessage(error) ? fromError(error, failureText(stage)) : failureText(stage), { useServerMessage: stage === "register" });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  /** The file input's onChange: uploads the chosen file. */
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void upload(file);
  };

  return { inputRef, progress, onFileChange };
}
