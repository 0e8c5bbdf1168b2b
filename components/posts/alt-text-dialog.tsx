"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ALT_TEXT_MAX } from "@/lib/core/schema/media-text-limits";

type Props = { index: number; preview: string; type: "image" | "video"; value: string; onSave: (text: string) => void; onClose: () => void };

/** Describes one media item of a new post for people who use screen readers (up to 1,500 characters). */
export function AltTextDialog({ index, preview, type, value, onSave, onClose }: Props) {
  const t = useTranslations("posts.altText");
  const tc = useTranslations("common");
  const [text, setText] = useState(value);
  const id = `alt-text-${index}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t("title", { index })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            // the dialog is portalled, but React bubbles its submit to the /create form around it
            e.stopPropagation();
            onSave(text.trim());
          }}
        >
          <div className="mx-auto size-32 overflow-hidden rounded-lg bg-muted">
            {type === "image" ? <img src={preview} alt="" className="size-full object-cover" /> : <video src={preview} muted playsInline preload="metadata" className="size-full object-cover" aria-hidden />}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={id}>{t("label")}</Label>
            <Textarea id={id} rows={4} maxLength={ALT_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-count`} placeholder={t("placeholder")} />
            <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
              {t("counter", { count: text.length, max: ALT_TEXT_MAX })}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit">{t("save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
