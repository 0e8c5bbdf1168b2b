"use client";

import { ImagePlus, Send, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useApiError } from "@/hooks/use-api-error";
import { mediaKindOf } from "@/lib/contract/media/check-upload-file";
import { uploadFile } from "@/lib/client/upload-file";
import { COMMENT_MAX } from "@/lib/contract/comments/limits";
import { useCommentMutations } from "./use-comment-mutations";

type Attached = { url: string; type: "image" | "video"; preview: string };

/** New comment: text and/or one image or video (uploaded first, previewed, removable). */
export function CommentForm({ postId }: { postId: string }) {
  const t = useTranslations("comments");
  const onError = useApiError();
  const { add } = useCommentMutations(postId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [media, setMedia] = useState<Attached | null>(null);
  const [uploading, setUploading] = useState(false);
  const canSend = (text.trim().length > 0 || media !== null) && !uploading && !add.isPending;

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    const type = mediaKindOf(file.type);
    if (!type) {
      toast.error(t("notices.invalidTypeTitle"), { description: t("notices.invalidTypeText") });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadFile(file, { registerUrl: "/api/comment-media", field: "mediaURL" });
      setMedia({ url, type, preview: URL.createObjectURL(file) });
      toast.success(t("notices.mediaUploadedTitle"), { description: t("notices.mediaUploadedText") });
    } catch (error) {
      onError(error, t("notices.uploadFailedText"), { title: t("notices.uploadFailedTitle") });
    } finally {
      setUploading(false);
    }
  };

  const clearMedia = () => {
    if (media) URL.revokeObjectURL(media.preview);
    setMedia(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const content = text.trim();
    const body = {
      ...(content ? { content } : {}),
      ...(media ? (media.type === "image" ? { imageUrl: media.url } : { videoUrl: media.url }) : {}),
    };
    add.mutate(body, {
      onSuccess: () => {
        setText("");
        clearMedia();
        toast.success(t("notices.addedTitle"), { description: t("notices.addedText") });
      },
      onError: (error) => onError(error, t("notices.addFailed"), { useServerMessage: true }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      {media ? (
        <div className="relative w-24">
          {media.type === "image" ? (
            <img src={media.preview} alt={t("preview")} width={96} height={96} className="size-24 rounded-md object-cover" />
          ) : (
            <video src={media.preview} className="size-24 rounded-md bg-black object-cover" muted playsInline aria-label={t("preview")} />
          )}
          <button type="button" onClick={clearMedia} aria-label={t("removeMedia")} className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-foreground text-background outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        <input ref={fileInput} type="file" accept="image/*,video/*" className="hidden" onChange={(e) => void onFile(e.target.files?.[0])} data-testid={`comment-file-${postId}`} />
        <Button type="button" variant="ghost" size="icon" onClick={() => fileInput.current?.click()} disabled={uploading || media !== null} aria-label={t("attach")}>
          {uploading ? <Spinner size="sm" className="p-0" aria-label={t("uploading")} /> : <ImagePlus aria-hidden="true" />}
        </Button>
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={t("placeholder")} aria-label={t("inputLabel")} maxLength={COMMENT_MAX} className="flex-1" />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={t("post")}>
          <Send aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
