"use client";

import { ImagePlus, Send, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import { mediaKindOf } from "@/lib/contract/media/check-upload-file";
import type { MessageDto } from "@/lib/contract/messages/types";
import { uploadFile } from "@/lib/client/upload-file";
import { ALT_TEXT_MAX } from "@/lib/core/schema/media-text-limits";
import { MESSAGE_COUNTER_FROM, MESSAGE_MAX } from "./limits";
import { isConversationListKey } from "./query-keys";
import { addToThread } from "./thread-cache";

type Attached = { url: string; type: "image" | "video"; preview: string };

/** Writes a message: Enter sends, Shift+Enter starts a new line, a counter near 2,000, one photo or video with alt text. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const t = useTranslations("chat.composer");
  const ids = useId();
  const queryClient = useQueryClient();
  const onError = useApiError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [media, setMedia] = useState<Attached | null>(null);
  const [altText, setAltText] = useState("");
  const [progress, setProgress] = useState<number | null>(null);

  const send = useMutation({
    mutationFn: (body: { content?: string; mediaUrl?: string; altText?: string }) => apiRequest<MessageDto>("POST", `/api/conversations/${conversationId}/messages`, body),
    onSuccess: (message) => {
      addToThread(queryClient, message);
      void queryClient.invalidateQueries({ predicate: (q) => isConversationListKey(q.queryKey) });
      setText("");
      clearMedia();
    },
    onError: (error) => onError(error, t("sendFailed"), { useServerMessage: true }),
  });

  const uploading = progress !== null;
  const content = text.trim();
  const tooLong = text.length > MESSAGE_MAX;
  const canSend = (content.length > 0 || media !== null) && !tooLong && !uploading && !send.isPending;

  function clearMedia() {
    if (media) URL.revokeObjectURL(media.preview);
    setMedia(null);
    setAltText("");
  }

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    const type = mediaKindOf(file.type);
    if (!type) {
      toast.error(t("invalidTypeTitle"), { description: t("invalidTypeText") });
      return;
    }
    setProgress(0);
    try {
      const url = await uploadFile(file, { registerUrl: "/api/message-media", field: "mediaURL", onProgress: setProgress });
      setMedia({ url, type, preview: URL.createObjectURL(file) });
    } catch (error) {
      onError(error, t("uploadFailedText"), { title: t("uploadFailedTitle") });
    } finally {
      setProgress(null);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const alt = altText.trim();
    send.mutate({ ...(content ? { content } : {}), ...(media ? { mediaUrl: media.url, ...(alt ? { altText: alt } : {}) } : {}) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms a Japanese IME conversion is neither
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t bg-background pt-2">
      {media ? (
        <div className="flex items-start gap-2">
          <div className="relative w-20 shrink-0">
            {media.type === "image" ? (
              <img src={media.preview} alt="" width={80} height={80} className="size-20 rounded-md object-cover" />
            ) : (
              <video src={media.preview} className="size-20 rounded-md bg-black object-cover" muted playsInline aria-hidden />
            )}
            <button type="button" onClick={clearMedia} aria-label={t("removeMedia")} className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-foreground text-background outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <div className="flex-1 space-y-1">
            <label htmlFor={`${ids}-alt`} className="text-xs font-medium">
              {t("altText")}
            </label>
            <Input id={`${ids}-alt`} value={altText} maxLength={ALT_TEXT_MAX} placeholder={t("altPlaceholder")} onChange={(e) => setAltText(e.target.value)} />
          </div>
        </div>
      ) : null}
      {uploading ? (
        <div className="space-y-1" role="status">
          <Progress value={Math.round(progress * 100)} aria-label={t("uploading", { percent: Math.round(progress * 100) })} />
          <p className="text-xs text-muted-foreground">{t("uploading", { percent: Math.round(progress * 100) })}</p>
        </div>
      ) : null}
      <div className="flex items-end gap-1.5">
        <input ref={fileInput} type="file" accept="image/*,video/*" className="hidden" onChange={(e) => void onFile(e.target.files?.[0])} data-testid="message-file-input" />
        <Button type="button" variant="ghost" size="icon" onClick={() => fileInput.current?.click()} disabled={uploading || media !== null} aria-label={t("attach")}>
          <ImagePlus aria-hidden />
        </Button>
        <div className="min-w-0 flex-1">
          <Textarea
            value={text}
            rows={1}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            aria-label={t("label")}
            aria-describedby={text.length >= MESSAGE_COUNTER_FROM ? `${ids}-counter` : undefined}
            aria-invalid={tooLong || undefined}
            className="max-h-40 min-h-10 w-full resize-none [overflow-wrap:anywhere]"
          />
          {text.length >= MESSAGE_COUNTER_FROM ? (
            <p id={`${ids}-counter`} className={tooLong ? "text-right text-xs text-destructive" : "text-right text-xs text-muted-foreground"}>
              {tooLong ? t("tooLong", { max: MESSAGE_MAX }) : t("counter", { count: text.length, max: MESSAGE_MAX })}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="icon" disabled={!canSend} aria-label={t("send")}>
          <Send aria-hidden />
        </Button>
      </div>
    </form>
  );
}
