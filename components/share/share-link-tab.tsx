"use client";

import { Copy, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { copyText } from "@/components/share/share-actions";
import { useShareProfile } from "@/components/share/use-share-profile";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function ShareLinkTab({ url, name }: { url: string; name: string }) {
  const t = useTranslations("share");

  const copy = async () => {
    try {
      await copyText(url);
      toast.success(t("notices.copiedTitle"), { description: t("notices.copiedLink") });
    } catch {
      toast.error(t("notices.copyLinkFailed"));
    }
  };

  const share = useShareProfile(url, name);

  return (
    <div className="space-y-3 pt-2">
      <Label htmlFor="share-profile-url">{t("link.label")}</Label>
      <div className="flex gap-2">
        <Input id="share-profile-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="icon" aria-label={t("link.copy")} onClick={() => void copy()}>
          <Copy aria-hidden />
        </Button>
      </div>
      <Button type="button" className="w-full" onClick={() => void share()}>
        <Share2 aria-hidden /> {t("link.shareLink")}
      </Button>
    </div>
  );
}
