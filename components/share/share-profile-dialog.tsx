"use client";

import { useTranslations } from "next-intl";
import { ShareLinkTab } from "@/components/share/share-link-tab";
import { ShareMessagesTab } from "@/components/share/share-messages-tab";
import { ShareQrTab } from "@/components/share/share-qr-tab";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useOrigin } from "@/hooks/use-hydrated";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type ShareProfileDialogProps = {
  userId: string;
  /** display name (spec section 3 rule) */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ShareProfileDialog({ userId, name, open, onOpenChange }: ShareProfileDialogProps) {
  const t = useTranslations("share");
  const common = useTranslations("common");
  const origin = useOrigin();
  const url = `${origin}/profile/${userId}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { name })}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="qr">
          <TabsList aria-label={t("tabs.label")} className="w-full">
            <TabsTrigger value="qr">{t("tabs.qr")}</TabsTrigger>
            <TabsTrigger value="link">{t("tabs.link")}</TabsTrigger>
            <TabsTrigger value="messages">{t("tabs.messages")}</TabsTrigger>
          </TabsList>
          <TabsContent value="qr">{origin ? <ShareQrTab url={url} name={name} /> : null}</TabsContent>
          <TabsContent value="link">
            <ShareLinkTab url={url} name={name} />
          </TabsContent>
          <TabsContent value="messages">
            <ShareMessagesTab url={url} name={name} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
